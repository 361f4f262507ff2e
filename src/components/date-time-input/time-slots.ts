/** The spec's default step of the time list, in minutes. */
export const DEFAULT_TIME_INTERVAL = 30;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (value: number) => String(value).padStart(2, '0');

export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);

/**
 * The times of a day at a fixed step, `HH:mm`, from midnight: 48 half hours by default. A step
 * that is not a whole number of minutes between 1 and 1440 falls back to the default.
 */
export function timeSlots(interval: number = DEFAULT_TIME_INTERVAL): string[] {
  const step =
    Number.isInteger(interval) && interval >= 1 && interval <= 1440 ? interval : DEFAULT_TIME_INTERVAL;
  const slots: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    slots.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  return slots;
}

/** `09:30` as the locale shows a time of day, e.g. `9:30 AM`. */
export function formatTime(time: string, locale?: string): string {
  const match = TIME.exec(time);
  if (!match) return time;
  const instant = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    instant,
  );
}
