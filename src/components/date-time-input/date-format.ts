import { isValidParts, parseIsoDate, toIsoDate, toUtcDate, type IsoDate } from './calendar-date';

/** Patterns use `yyyy`, `MM` and `dd`; anything else is literal. */
export const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy';

type Token = { field: 'year' | 'month' | 'day' } | { literal: string };

const FIELDS = { yyyy: 'year', MM: 'month', dd: 'day' } as const;

function tokenize(format: string): Token[] {
  const tokens: Token[] = [];
  let rest = format;
  while (rest) {
    const key = (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).find((name) => rest.startsWith(name));
    if (key) {
      tokens.push({ field: FIELDS[key] });
      rest = rest.slice(key.length);
    } else {
      const last = tokens.at(-1);
      const char = rest.charAt(0);
      if (last && 'literal' in last) last.literal += char;
      else tokens.push({ literal: char });
      rest = rest.slice(1);
    }
  }
  return tokens;
}

export function formatDate(date: IsoDate, format: string = DEFAULT_DATE_FORMAT): string {
  const parts = parseIsoDate(date);
  if (!parts) return '';
  const show = {
    year: String(parts.year),
    month: String(parts.month).padStart(2, '0'),
    day: String(parts.day).padStart(2, '0'),
  };
  return tokenize(format)
    .map((token) => ('field' in token ? show[token.field] : token.literal))
    .join('');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function parseDate(text: string, format: string = DEFAULT_DATE_FORMAT): IsoDate | null {
  const tokens = tokenize(format);
  const fields = tokens.flatMap((token) => ('field' in token ? [token.field] : []));
  if (new Set(fields).size !== 3 || fields.length !== 3) return null;
  const source = tokens
    .map((token) =>
      'field' in token ? (token.field === 'year' ? '(\\d{4})' : '(\\d{1,2})') : escape(token.literal),
    )
    .join('');
  const match = new RegExp(`^${source}$`).exec(text.trim());
  if (!match) return null;
  const value = (field: 'year' | 'month' | 'day') => Number(match[fields.indexOf(field) + 1]);
  const parts = { year: value('year'), month: value('month'), day: value('day') };
  return isValidParts(parts) ? toIsoDate(parts) : null;
}

export const formatHint = (format: string = DEFAULT_DATE_FORMAT): string => format.toUpperCase();

export const fullDate = (date: IsoDate, locale?: string): string =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(toUtcDate(date));
