import { adoptStoredUser, forgetSession, getUser, tokenUserId } from './session-store';
import { storageKeys } from './storage';
import { readToken } from './token';

/** What another tab's change to the stored session means for this one. */
export type SessionChange = 'signedOut' | 'switched' | 'updated' | 'none';

/**
 * Compares the session this tab shows with the stored one. Only the stored token's owner counts:
 * the same user with a new token (a refresh) or new profile is an update; another user, or a
 * sign-in while this tab was signed out, is a switch; no token while signed in is a sign-out.
 */
export function sessionChange(
  shown: { id: string; isAuthorized: boolean },
  token: string | null,
): SessionChange {
  if (!token) return shown.isAuthorized ? 'signedOut' : 'none';
  const owner = tokenUserId(token);
  if (owner === null) return 'none';
  if (!shown.isAuthorized || owner !== shown.id) return 'switched';
  return 'updated';
}

export interface TabSyncHandlers {
  /** The session ended in another tab; this tab's user is already the empty one. */
  onSignedOut: () => void;
  /** Someone signed in in another tab: this tab must start again as them, with nothing cached. */
  onSwitched: () => void;
}

const watched = new Set<string | null>([storageKeys.token, storageKeys.userInfo, null]);

/**
 * Keeps this tab on the session the other tabs of the browser store. Storage events reach every
 * other document of the origin whenever one of them changes localStorage (never the one that
 * changed it); `key` is null when the whole store was cleared. Returns the function that stops.
 */
export function watchOtherTabs(handlers: TabSyncHandlers, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!watched.has(event.key)) return;
    if (event.storageArea !== null && event.storageArea !== target.localStorage) return;
    // The store as it is now, not as the event describes it: more changes may have followed.
    switch (sessionChange(getUser(), readToken())) {
      case 'signedOut':
        forgetSession();
        handlers.onSignedOut();
        break;
      case 'switched':
        handlers.onSwitched();
        break;
      case 'updated':
        adoptStoredUser();
        break;
      case 'none':
        break;
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
