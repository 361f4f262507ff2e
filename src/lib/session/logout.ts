import { clearSearchParams } from '../settings';
import { clearDrafts } from './drafts';
import { resetSession } from './session-store';

// A 401 keeps the drafts (the same user signs in again to finish the work); logging out forgets them
// and the session key that sealed them.
export function logout(): void {
  clearSearchParams();
  clearDrafts();
  resetSession();
}
