import { clearSearchParams } from '../settings';
import { clearDrafts } from './drafts';
import { resetSession } from './session-store';

/**
 * Logout of the spec: clears the stored search parameters, token and user info, and the unsaved
 * drafts of this tab (a 401 keeps them: the same user signs in again to finish the work).
 */
export function logout(): void {
  clearSearchParams();
  clearDrafts();
  resetSession();
}
