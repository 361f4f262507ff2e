export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

// Intl formatters are slow to build and a table formats thousands of values: keep them.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    if (formatters.size > 200) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatCost(amount: number, currency: string, language: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  try {
    return cached(
      `cost:${language}:${currency}`,
      () =>
        new Intl.NumberFormat(language, {
          style: 'currency',
          currency,
          maximumFractionDigits: 2,
          minimumFractionDigits: 2,
        }),
    ).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

export function formatDateTime(
  value: string | null | undefined,
  language: string,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const timeStyle = seconds ? 'medium' : 'short';
  try {
    return cached(
      `date:${language}:${timeStyle}`,
      () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle }),
    ).format(date);
  } catch {
    return date.toISOString();
  }
}
