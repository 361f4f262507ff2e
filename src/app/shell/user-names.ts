import type { UserSessionInfo } from '@/lib/session/user-info';

/** The first name to greet, or the fallback when none is stored. */
export const firstNameOf = (user: UserSessionInfo, fallback: string): string =>
  user.firstName.trim() || fallback;

/** "First Last", or the fallback when neither is stored. */
export const fullNameOf = (user: UserSessionInfo, fallback: string): string =>
  `${user.firstName.trim()} ${user.lastName.trim()}`.trim() || fallback;
