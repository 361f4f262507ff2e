import type { UserSessionInfo } from '@/lib/session/user-info';

export const firstNameOf = (user: UserSessionInfo, fallback: string): string =>
  user.firstName.trim() || fallback;

export const fullNameOf = (user: UserSessionInfo, fallback: string): string =>
  `${user.firstName.trim()} ${user.lastName.trim()}`.trim() || fallback;
