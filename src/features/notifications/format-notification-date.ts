import { dateTimeFormat, relativeTimeFormat } from '@/lib/intl-cache';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatNotificationDate(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = now.getTime() - time;
  if (elapsed >= 0 && elapsed < 7 * DAY) {
    const relative = relativeTimeFormat(locale, { numeric: 'auto' });
    if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
    if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
    return relative.format(-Math.floor(elapsed / DAY), 'day');
  }
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function fullNotificationDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}
