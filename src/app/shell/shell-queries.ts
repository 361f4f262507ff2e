import type { ScreenQuery } from '@/app/route-loaders';
import { notificationsQuery } from '@/features/notifications/notifications-queries';
import { unreadTicketsQuery } from '@/features/tickets/unread-tickets-query';
import type { UserSessionInfo } from '@/lib/session/user-info';

// The badge is a hint: read again at most once a minute.
export const unreadQuery = () => ({ ...unreadTicketsQuery(), staleTime: 60_000 });

// Company staff only: the super administrator answers tickets at the desk.
export const readsUnread = (user: UserSessionInfo): boolean => user.isAuthorized && !user.isSuperAdmin;

// What the header and the sidebar read on every signed-in screen. The shell mounts in a deferred
// render after the screen, so from its components these calls left about 400 ms after the
// screen's own; the guarded route's loader starts them together.
export const shellQueries = (user: UserSessionInfo): ScreenQuery[] => [
  notificationsQuery(),
  ...(readsUnread(user) ? [unreadQuery()] : []),
];
