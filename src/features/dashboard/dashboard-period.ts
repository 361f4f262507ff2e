import { withKeys } from '@/lib/search-params';
export const PRESETS = ['7d', '30d', '90d'] as const;
export type Preset = (typeof PRESETS)[number];
export type PeriodKey = Preset | 'custom';
export const DEFAULT_PRESET: Preset = '30d';
/** The API accepts at most 366 days after `from`. */
export const MAX_SPAN_DAYS = 367;

export interface DashboardSearch {
  period?: PeriodKey;
  from?: string;
  to?: string;
}

export type Interval = 'day' | 'week' | 'month';

export interface ResolvedPeriod {
  key: PeriodKey;
  from: string;
  to: string;
  days: number;
  interval: Interval;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const presetDays: Record<Preset, number> = { '7d': 7, '30d': 30, '90d': 90 };

export function dayNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return time / DAY_MS;
}

export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const isPreset = (value: unknown): value is Preset => PRESETS.some((preset) => preset === value);

export function isValidRange(from: unknown, to: unknown): boolean {
  const start = dayNumber(from);
  const end = dayNumber(to);
  return start !== null && end !== null && start <= end && end - start + 1 <= MAX_SPAN_DAYS;
}

export function parseDashboardSearch(search: object): DashboardSearch {
  return withKeys(['period', 'from', 'to'], readDashboardSearch(search));
}

function readDashboardSearch(search: object): DashboardSearch {
  const { period, from, to } = search as Record<string, unknown>;
  if (isPreset(period)) return { period };
  if ((period === 'custom' || period === undefined) && isValidRange(from, to)) {
    return { period: 'custom', from: from as string, to: to as string };
  }
  return {};
}

export function intervalFor(days: number): Interval {
  if (days <= 31) return 'day';
  if (days <= 120) return 'week';
  return 'month';
}

export function resolvePeriod(search: DashboardSearch, today: string): ResolvedPeriod {
  if (search.period === 'custom' && isValidRange(search.from, search.to)) {
    const start = dayNumber(search.from) as number;
    const end = dayNumber(search.to) as number;
    const days = end - start + 1;
    return { key: 'custom', from: dateOfDay(start), to: dateOfDay(end), days, interval: intervalFor(days) };
  }
  const key = isPreset(search.period) ? search.period : DEFAULT_PRESET;
  const days = presetDays[key];
  const end = dayNumber(today) ?? Math.floor(Date.now() / DAY_MS);
  return { key, from: dateOfDay(end - days + 1), to: dateOfDay(end), days, interval: intervalFor(days) };
}

export function searchFor(key: PeriodKey, range?: { from: string; to: string }): DashboardSearch {
  if (key === 'custom') return range ? { period: 'custom', from: range.from, to: range.to } : {};
  return key === DEFAULT_PRESET ? {} : { period: key };
}
