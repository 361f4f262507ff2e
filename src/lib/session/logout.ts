import { clearSearchParams } from '../settings';
import { resetSession } from './session-store';

/** Logout of the spec: clears the stored search parameters, token and user info. */
export function logout(): void {
  clearSearchParams();
  resetSession();
}
