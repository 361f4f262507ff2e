import type { components, paths } from '@/api/schema.gen';

export type Notification = components['schemas']['Notification'];
export type NotificationType = Notification['type'];
export type NotificationsResponse =
  paths['/notification/']['get']['responses']['200']['content']['application/json'];

/** Spec section 9: Unread is the default. */
export const notificationFilters = ['all', 'unread', 'calls', 'billing'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];
export const defaultNotificationFilter: NotificationFilter = 'unread';

export function isNotificationFilter(value: unknown): value is NotificationFilter {
  return notificationFilters.includes(value as NotificationFilter);
}

const callTypes: readonly NotificationType[] = ['inbound', 'outbound'];
const billingTypes: readonly NotificationType[] = ['balance', 'billing'];

export function filterNotifications(
  list: readonly Notification[],
  filter: NotificationFilter,
): Notification[] {
  switch (filter) {
    case 'all':
      return [...list];
    case 'unread':
      return list.filter((item) => !item.read);
    case 'calls':
      return list.filter((item) => callTypes.includes(item.type));
    case 'billing':
      return list.filter((item) => billingTypes.includes(item.type));
  }
}

export const unreadNotifications = (list: readonly Notification[]): Notification[] =>
  list.filter((item) => !item.read);

export const unreadCount = (list: readonly Notification[]): number => unreadNotifications(list).length;

export const unreadIds = (list: readonly Notification[]): string[] =>
  unreadNotifications(list).map((item) => item._id);

/** The same object when nothing changes. */
export function markReadInResponse(
  response: NotificationsResponse,
  ids: readonly string[],
): NotificationsResponse {
  const wanted = new Set(ids);
  if (!response.data.some((item) => wanted.has(item._id) && !item.read)) return response;
  return {
    ...response,
    data: response.data.map((item) => (wanted.has(item._id) && !item.read ? { ...item, read: true } : item)),
  };
}
