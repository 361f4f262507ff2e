import { describe, expect, it } from 'vitest';
import {
  filterNotifications,
  isNotificationFilter,
  markReadInResponse,
  unreadCount,
  unreadIds,
  type Notification,
} from './notification-model';
import { notificationItem } from './notification-fixtures.testing';

const item = notificationItem;

// The contract's example: three unread (inbound, outbound, balance), two read (billing, inbound).
const list = [
  item('1', 'inbound', false),
  item('2', 'outbound', false),
  item('3', 'balance', false),
  item('4', 'billing', true),
  item('5', 'inbound', true),
];
const ids = (items: Notification[]) => items.map((entry) => entry._id);

describe('filterNotifications', () => {
  it('All keeps every notification in order', () => {
    expect(ids(filterNotifications(list, 'all'))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('Unread keeps only the unread ones', () => {
    expect(ids(filterNotifications(list, 'unread'))).toEqual(['1', '2', '3']);
  });

  it('Calls keeps inbound and outbound, read or not', () => {
    expect(ids(filterNotifications(list, 'calls'))).toEqual(['1', '2', '5']);
  });

  it('Billing keeps balance and billing, read or not', () => {
    expect(ids(filterNotifications(list, 'billing'))).toEqual(['3', '4']);
  });

  it('an empty list stays empty under every filter', () => {
    for (const filter of ['all', 'unread', 'calls', 'billing'] as const) {
      expect(filterNotifications([], filter)).toEqual([]);
    }
  });
});

describe('unread helpers', () => {
  it('count and list the unread notifications', () => {
    expect(unreadCount(list)).toBe(3);
    expect(unreadIds(list)).toEqual(['1', '2', '3']);
    expect(unreadCount([])).toBe(0);
  });

  it('recognise the filter values and nothing else', () => {
    expect(isNotificationFilter('calls')).toBe(true);
    expect(isNotificationFilter('read')).toBe(false);
    expect(isNotificationFilter(undefined)).toBe(false);
  });
});

describe('markReadInResponse (the optimistic update of the cached list)', () => {
  it('marks the named notification read and leaves the others alone', () => {
    const before = { data: list };
    const after = markReadInResponse(before, ['2']);
    expect(after.data.map((entry) => entry.read)).toEqual([false, true, false, true, true]);
    expect(after.data[0]).toBe(list[0]);
    expect(before.data[1]?.read).toBe(false);
  });

  it('marks every unread notification read (Mark all as read)', () => {
    const after = markReadInResponse({ data: list }, unreadIds(list));
    expect(unreadCount(after.data)).toBe(0);
    expect(ids(after.data)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('returns the same object when nothing changes', () => {
    const before = { data: list };
    expect(markReadInResponse(before, ['4'])).toBe(before);
    expect(markReadInResponse(before, ['unknown'])).toBe(before);
    expect(markReadInResponse(before, [])).toBe(before);
  });
});
