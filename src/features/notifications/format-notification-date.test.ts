import { describe, expect, it } from 'vitest';
import { formatNotificationDate, fullNotificationDate } from './format-notification-date';

const now = new Date('2026-11-20T17:00:00Z');

describe('formatNotificationDate', () => {
  it('is relative within the last week', () => {
    expect(formatNotificationDate('2026-11-20T17:00:00Z', 'en', now)).toBe('this minute');
    expect(formatNotificationDate('2026-11-20T16:42:11Z', 'en', now)).toBe('17 minutes ago');
    expect(formatNotificationDate('2026-11-20T15:05:37Z', 'en', now)).toBe('1 hour ago');
    expect(formatNotificationDate('2026-11-19T09:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatNotificationDate('2026-11-17T09:00:00Z', 'en', now)).toBe('3 days ago');
  });

  it('is a short date for older notifications and ones dated in the future', () => {
    expect(formatNotificationDate('2026-10-01T12:00:00Z', 'en', now)).toBe('Oct 1, 2026');
    expect(formatNotificationDate('2026-12-01T12:00:00Z', 'en', now)).toBe('Dec 1, 2026');
  });

  it("follows the user's language", () => {
    expect(formatNotificationDate('2026-11-19T09:00:00Z', 'es', now)).toBe('ayer');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatNotificationDate('not a date', 'en', now)).toBe('');
    expect(fullNotificationDate('not a date', 'en')).toBe('');
  });

  it('gives the full date for the tooltip', () => {
    expect(fullNotificationDate('2026-10-01T12:00:00Z', 'en')).toMatch(/2026/);
  });
});
