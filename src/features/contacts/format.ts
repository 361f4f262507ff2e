const formatters = new Map<string, Intl.DateTimeFormat>();

/** Date and time of an instant in the user's language; empty when there is none or it is bad. */
export function formatWhen(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  try {
    let formatter = formatters.get(language);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
      formatters.set(language, formatter);
    }
    return formatter.format(date);
  } catch {
    return date.toISOString();
  }
}

/** Talk time as m:ss, or h:mm:ss from an hour on. */
export function formatTalkTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
