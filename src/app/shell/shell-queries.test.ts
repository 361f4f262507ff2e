import { describe, expect, it } from 'vitest';
import { notificationsQuery } from '@/features/notifications/notifications-queries';
import { unreadTicketsQuery } from '@/features/tickets/unread-tickets-query';
import { emptyUser } from '@/lib/session/user-info';
import { shellQueries } from './shell-queries';

const staff = { ...emptyUser, isAuthorized: true };
const keys = (user: typeof emptyUser) => shellQueries(user).map((query) => query.queryKey);

describe('what the signed-in shell reads before it mounts', () => {
  it('asks company staff for notifications and unread tickets, under the keys the shell reads', () => {
    expect(keys(staff)).toEqual([notificationsQuery().queryKey, unreadTicketsQuery().queryKey]);
  });

  it('leaves unread tickets out for the super administrator, who answers them at the desk', () => {
    expect(keys({ ...staff, isSuperAdmin: true })).toEqual([notificationsQuery().queryKey]);
  });

  it('keeps the unread count a minute, as the sidebar does, so a navigation does not ask again', () => {
    expect(shellQueries(staff)[1]).toMatchObject({ staleTime: 60_000 });
  });
});
