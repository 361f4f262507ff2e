import { adoptStoredUser, forgetSession, getUser, tokenUserId } from './session-store';
import { storageKeys } from './storage';
import { readToken } from './token';

export type SessionChange = 'signedOut' | 'switched' | 'updated' | 'none';

// Only the stored token's owner counts: the same user with a new token (a refresh) is an update, no switch.
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
  onSignedOut: () => void;
  onSwitched: () => void;
}

const watched = new Set<string | null>([storageKeys.token, storageKeys.userInfo, null]);

// Storage events never reach the document that made the change; `key` is null when the store was cleared.
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
