// Input another convention would read differently is refused, never guessed: guessing is how "10,50" once
// became a charge of 1050.

import { numberFormat } from './intl-cache';

export interface NumberSymbols {
  decimal: string;
  group: string;
  primary: number;
  secondary: number;
}

export type ParsedNumber =
  | { ok: true; value: number }
  | { ok: false; problem: 'empty' | 'malformed' | 'negative' }
  | { ok: false; problem: 'ambiguous'; suggestion: string }
  | { ok: false; problem: 'decimals'; maxDecimals: number };

export interface NumberRules {
  maxDecimals?: number;
  allowNegative?: boolean;
}

// Beyond 15 significant digits a double no longer holds what was typed.
const MAX_DIGITS = 15;
const SPACES = /[\u0020\u00a0\u202f]/g;
const MINUS = /^[-\u2212]/;

const symbolsCache = new Map<string, NumberSymbols>();

// English for a tag Intl refuses ('' before i18next has loaded). Asked per cell, so answered once.
const knownLocales = new Map<string, string>();
function known(locale: string): string {
  let answer = knownLocales.get(locale);
  if (answer === undefined) {
    try {
      answer = Intl.NumberFormat.supportedLocalesOf(locale).length > 0 ? locale : 'en';
    } catch {
      answer = 'en';
    }
    knownLocales.set(locale, answer);
  }
  return answer;
}

const digitsFormat = (locale: string, digits?: number): Intl.NumberFormat =>
  numberFormat(known(locale), {
    useGrouping: false,
    minimumFractionDigits: digits ?? 0,
    maximumFractionDigits: digits ?? 20,
  });

export function numberSymbols(locale: string): NumberSymbols {
  const cached = symbolsCache.get(locale);
  if (cached) return cached;
  const parts = numberFormat(known(locale)).formatToParts(1234567.8);
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const symbols: NumberSymbols = {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    // A space-like group (fr: U+202F) is matched as any space, the way people type it.
    group: (parts.find((part) => part.type === 'group')?.value ?? ',').replace(SPACES, ' '),
    primary: integers.at(-1) ?? 3,
    secondary: integers.length > 2 ? (integers.at(-2) ?? 3) : (integers.at(-1) ?? 3),
  };
  symbolsCache.set(locale, symbols);
  return symbols;
}

function integerDigits(text: string, groups: readonly string[], symbols: NumberSymbols): string | null {
  if (/^\d*$/.test(text)) return text;
  const group = groups.find((candidate) => text.includes(candidate));
  if (group === undefined || groups.some((other) => other !== group && text.includes(other))) return null;
  const chunks = text.split(group);
  const first = chunks[0] ?? '';
  const last = chunks.at(-1) ?? '';
  const middle = chunks.slice(1, -1);
  const well =
    new RegExp(`^\\d{1,${String(symbols.secondary)}}$`).test(first) &&
    middle.every((chunk) => chunk.length === symbols.secondary && /^\d+$/.test(chunk)) &&
    last.length === symbols.primary &&
    /^\d+$/.test(last);
  return well ? chunks.join('') : null;
}

function readAs(text: string, decimal: string, groups: readonly string[], symbols: NumberSymbols) {
  const pieces = text.split(decimal);
  if (pieces.length > 2) return null;
  const [whole = '', fraction = ''] = pieces;
  if (!/^\d*$/.test(fraction)) return null;
  const digits = integerDigits(whole, groups, symbols);
  if (digits === null || digits.length + fraction.length === 0) return null;
  return { digits, fraction };
}

const other = (mark: string) => (mark === '.' ? ',' : '.');

export function parseLocaleNumber(text: string, locale: string, rules: NumberRules = {}): ParsedNumber {
  const symbols = numberSymbols(locale);
  let body = text.trim();
  if (body === '') return { ok: false, problem: 'empty' };
  const negative = MINUS.test(body);
  if (negative) body = body.slice(1);
  body = body.replace(SPACES, ' ');
  const marks = `., ${symbols.decimal}${symbols.group}`.replace(/[\\\]^-]/g, '\\$&');
  if (!new RegExp(`^[0-9${marks}]+$`).test(body)) return { ok: false, problem: 'malformed' };

  const groups = [...new Set([symbols.group, ' '])];
  const read = readAs(body, symbols.decimal, groups, symbols);
  if (!read) {
    const swapped = other(symbols.decimal);
    const otherWay =
      symbols.decimal === '.' || symbols.decimal === ','
        ? readAs(body, swapped, [symbols.decimal, ' '], symbols)
        : null;
    if (!otherWay) return { ok: false, problem: 'malformed' };
    const value = Number(`${negative ? '-' : ''}${otherWay.digits || '0'}.${otherWay.fraction || '0'}`);
    return { ok: false, problem: 'ambiguous', suggestion: formatLocaleNumber(value, locale, rules) };
  }
  const significant = read.digits.replace(/^0+/, '');
  if (significant.length + read.fraction.length > MAX_DIGITS) return { ok: false, problem: 'malformed' };
  if (rules.maxDecimals !== undefined && read.fraction.length > rules.maxDecimals) {
    return { ok: false, problem: 'decimals', maxDecimals: rules.maxDecimals };
  }
  const value = Number(`${read.digits || '0'}.${read.fraction || '0'}`);
  if (negative && value !== 0 && !rules.allowNegative) return { ok: false, problem: 'negative' };
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

// No grouping, so that it reads back whatever its size.
export function formatLocaleNumber(value: number, locale: string, rules: NumberRules = {}): string {
  return digitsFormat(locale, rules.maxDecimals).format(value);
}
