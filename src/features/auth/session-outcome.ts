import { errorMessage } from '@/api/errors';
import { authorize, resetSession } from '@/lib/session/session-store';
import type { UserSessionInfo } from '@/lib/session/user-info';

export type SessionOutcome = { ok: true; user: UserSessionInfo } | { ok: false; message: string };

// A token that cannot be read is a failure like any other: the session is reset.
export function acceptToken(token: string, unreadableMessage: string): SessionOutcome {
  try {
    return { ok: true, user: authorize(token) };
  } catch {
    resetSession();
    return { ok: false, message: unreadableMessage };
  }
}

export function rejectSession(error: unknown, fallback: string): SessionOutcome & { ok: false } {
  resetSession();
  return { ok: false, message: errorMessage(error, fallback) };
}
