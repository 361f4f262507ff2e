import type { Notification } from './notification-model';

export const notificationItem = (id: string, type: Notification['type'], read: boolean): Notification => ({
  _id: id,
  type,
  title: `Title ${id}`,
  message: `Message ${id}`,
  createdAt: '2026-11-20T16:42:11Z',
  read,
});
