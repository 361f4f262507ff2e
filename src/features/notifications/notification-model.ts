import type { components, paths } from '@/api/schema.gen';

export type Notification = components['schemas']['Notification'];
export type NotificationType = Notification['type'];
/** The body of GET /notification/, as the query cache keeps it. */
export type NotificationsResponse =
  paths['/notification/']['get']['responses']['200']['content']['application/json'];

/** The filters of /notifications; Unread is the default (spec section 9). */
export const notificationFilters = ['all', 'unread', 'calls', 'billing'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];
export const defaultNotificationFilter: NotificationFilter = 'unread';

export function isNotificationFilter(value: unknown): value is NotificationFilter {
  return notificationFilters.includes(value as NotificationFilter);
}

const callTypes: readonly NotificationType[] = ['inbound', 'outbound'];
const billingTypes: readonly NotificationType[] = ['balance', 'billing'];

/** Calls are inbound and outbound notifications; Billing is balance and billing ones. */
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

/** The ids of the unread notifications, for 'Mark all as read'. */
export const unreadIds = (list: readonly Notification[]): string[] =>
  unreadNotifications(list).map((item) => item._id);

/**
 * The optimistic update of the cached list: the named notifications become read, everything else
 * (other fields, other items, the order) stays as it was. Returns the same object when nothing changes.
 */
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
