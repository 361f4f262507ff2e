import { errorMessage } from '@/api/errors';
import { authorize, resetSession } from '@/lib/session/session-store';
import type { UserSessionInfo } from '@/lib/session/user-info';

/** How a sign-in (login, register, refresh, Google) ended. */
export type SessionOutcome = { ok: true; user: UserSessionInfo } | { ok: false; message: string };

/**
 * A sign-in answered with a token: the user becomes authorized with the info decoded from it.
 * A token that cannot be read is a failure like any other: the session is reset.
 */
export function acceptToken(token: string, unreadableMessage: string): SessionOutcome {
  try {
    return { ok: true, user: authorize(token) };
  } catch {
    resetSession();
    return { ok: false, message: unreadableMessage };
  }
}

/** A sign-in failed: back to the empty, unauthorized user, with the server's message (or the fallback). */
export function rejectSession(error: unknown, fallback: string): SessionOutcome & { ok: false } {
  resetSession();
  return { ok: false, message: errorMessage(error, fallback) };
}
