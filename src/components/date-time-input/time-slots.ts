export const DEFAULT_TIME_INTERVAL = 30;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (value: number) => String(value).padStart(2, '0');

export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);

export function timeSlots(interval: number = DEFAULT_TIME_INTERVAL): string[] {
  const step =
    Number.isInteger(interval) && interval >= 1 && interval <= 1440 ? interval : DEFAULT_TIME_INTERVAL;
  const slots: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    slots.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  return slots;
}

export function formatTime(time: string, locale?: string): string {
  const match = TIME.exec(time);
  if (!match) return time;
  const instant = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    instant,
  );
}
