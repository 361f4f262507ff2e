// Building an Intl formatter costs from a few hundred microseconds to milliseconds (the first of a
// locale loads its data); formatting with a built one costs microseconds. What formats per row or
// per render takes its formatter from here. A constructor that throws (an unknown locale, currency
// or time zone) throws to the caller every time and caches nothing.
const built = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object | undefined, build: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let value = built.get(key) as T | undefined;
  if (value === undefined) {
    value = build();
    // Keys come from a handful of call sites and locales; the bound is a guard, not an eviction policy.
    if (built.size >= 500) built.clear();
    built.set(key, value);
  }
  return value;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (
  locale: string,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat =>
  cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  cached('names', locale, options, () => new Intl.DisplayNames([locale], options));
