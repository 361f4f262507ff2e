import type { components } from '@/api/schema.gen';
import { isIsoDate, type IsoDate } from '@/components/date-time-input/calendar-date';
import { optionalId, withKeys } from '@/lib/search-params';
import type { Call } from '@/api/models/schemas';
import type { CallAnalysisCondition } from '@/api/call-analysis';

export type CallFetchQuery = components['schemas']['CallFetchQuery'];
export type CallFilter = components['schemas']['CallFilter'];

export type CallDirection = Call['direction'];
export type CallStatus = Call['status'];
export type SortOrder = 'asc' | 'desc';
export type Verdict = NonNullable<CallFilter['success']>;
export const VERDICTS: readonly Verdict[] = ['pass', 'fail'];

export const CALL_DIRECTIONS: readonly CallDirection[] = ['inbound', 'outbound'];
export const CALL_STATUSES: readonly CallStatus[] = [
  'queued',
  'ringing',
  'in-progress',
  'completed',
  'failed',
  'no-answer',
  'busy',
  'voicemail',
];
export const SORT_FIELDS = [
  'createdAt',
  'startedAt',
  'duration',
  'cost',
  'agentName',
  'leadName',
  'direction',
  'status',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const DEFAULT_SORT: SortField = 'createdAt';
export const DEFAULT_ORDER: SortOrder = 'desc';
/** Rows per read: the contract's largest page; the table reads the pages it shows. */
export const CALLS_PAGE_SIZE = 200;
// The table's virtualiser keeps a number per row, and a browser draws no box taller than about 33
// million pixels: a count beyond this (a wrong total, or a log too long to scroll) is cut here.
export const MAX_TABLE_ROWS = 100_000;
const MAX_QUERY = 100;
const PHONE = /^\+?\d{1,15}$/;

/**
 * Proposal (post-call analysis): a condition on one of the chosen agent's custom fields, one
 * address key each, its value as typed (the body's types come from the key, not from the agent's
 * field definitions, so the address alone gives the request and the loader needs no other read):
 * - `f.<field>=<value>`: `eq`; `true` and `false` are the yes/no values, any other text a string
 *   (an option spelled `true`, `false` or starting with `'` is written behind a `'`);
 * - `f.<field>.contains=<text>`: `contains`;
 * - `f.<field>.gte=<number>`, `f.<field>.lte=<number>`: a range's ends.
 */
export type AnalysisKey = `f.${string}`;
export type AnalysisOp = CallAnalysisCondition['op'];

/** `from`/`to` are calendar days (YYYY-MM-DD); defaults stay out of the address. */
export interface CallsSearch {
  agentId?: string;
  /** Proposal (agent versions): the agent's published version; only with `agentId`. */
  version?: number;
  /** Proposal (post-call analysis): the success verdict. */
  success?: Verdict;
  /** Proposal (post-call analysis): the custom fields shown as columns, comma-separated; only with `agentId`. */
  cols?: string;
  /** Conditions on custom fields (see AnalysisKey); only with `agentId`. */
  [key: AnalysisKey]: string | undefined;
  from?: IsoDate;
  to?: IsoDate;
  direction?: CallDirection;
  status?: CallStatus;
  phone?: string;
  q?: string;
  sort?: SortField;
  order?: SortOrder;
}

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

export function normalisePhone(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const digits = String(value).replace(/[\s().-]/g, '');
  return PHONE.test(digits) ? digits : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, MAX_QUERY);
  return trimmed || undefined;
}

function number(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' ? n : undefined;
}

const CALLS_SEARCH_KEYS = [
  'agentId',
  'version',
  'success',
  'cols',
  'from',
  'to',
  'direction',
  'status',
  'phone',
  'q',
  'sort',
  'order',
] as const satisfies readonly (keyof CallsSearch)[];

export function callsSearch(search: Record<string, unknown>): CallsSearch {
  const out: CallsSearch = { ...optionalId(search, 'agentId') };
  const version = number(search.version);
  if (out.agentId && version !== undefined && Number.isSafeInteger(version) && version >= 1)
    out.version = version;
  if (oneOf(VERDICTS, search.success)) out.success = search.success;
  const cols = out.agentId ? columnNames(search.cols) : [];
  if (cols.length > 0) out.cols = cols.join(',');
  let from = isIsoDate(search.from) ? search.from : undefined;
  let to = isIsoDate(search.to) ? search.to : undefined;
  if (from && to && from > to) [from, to] = [to, from];
  if (from) out.from = from;
  if (to) out.to = to;
  if (oneOf(CALL_DIRECTIONS, search.direction)) out.direction = search.direction;
  if (oneOf(CALL_STATUSES, search.status)) out.status = search.status;
  const phone = normalisePhone(search.phone);
  if (phone) out.phone = phone;
  const q = text(search.q);
  if (q) out.q = q;
  if (oneOf(SORT_FIELDS, search.sort) && search.sort !== DEFAULT_SORT) out.sort = search.sort;
  if ((search.order === 'asc' || search.order === 'desc') && search.order !== DEFAULT_ORDER) {
    out.order = search.order;
  }
  return withKeys([...CALLS_SEARCH_KEYS, ...analysisKeys(search)], {
    ...out,
    ...(out.agentId ? analysisConditionsOf(search) : {}),
  });
}

const FIELD = /^[a-z][a-z0-9_]{0,39}$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const SUFFIX_OPS: Readonly<Record<string, AnalysisOp>> = { contains: 'contains', gte: 'gte', lte: 'lte' };
const OP_SUFFIXES: Readonly<Record<AnalysisOp, string>> = {
  eq: '',
  contains: '.contains',
  gte: '.gte',
  lte: '.lte',
};
// The contract's `maxItems` of `analysis`, and of an agent's fields.
const MAX_CONDITIONS = 10;
const MAX_COLUMNS = 20;

const isAnalysisKey = (key: string): key is AnalysisKey => key.startsWith('f.');
const analysisKeys = (search: object): AnalysisKey[] => Object.keys(search).filter(isAnalysisKey).sort();

export const analysisKey = (field: string, op: AnalysisOp): AnalysisKey => `f.${field}${OP_SUFFIXES[op]}`;

function conditionOf(key: string): { field: string; op: AnalysisOp } | undefined {
  if (!isAnalysisKey(key)) return undefined;
  const [field = '', suffix, ...rest] = key.slice(2).split('.');
  const op = suffix === undefined ? 'eq' : SUFFIX_OPS[suffix];
  return FIELD.test(field) && op && rest.length === 0 ? { field, op } : undefined;
}

function conditionValue(op: AnalysisOp, value: unknown): string | undefined {
  if (op === 'gte' || op === 'lte') {
    const written = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    return typeof written === 'string' && NUMBER.test(written.trim()) ? String(Number(written)) : undefined;
  }
  return text(typeof value === 'boolean' ? String(value) : value);
}

// Sorted by key, so that the same conditions chosen in another order make the same address and read.
function analysisConditionsOf(search: Record<string, unknown>): Record<AnalysisKey, string> {
  const out: Record<AnalysisKey, string> = {};
  for (const key of analysisKeys(search)) {
    const condition = conditionOf(key);
    const value = condition && conditionValue(condition.op, search[key]);
    if (value !== undefined && Object.keys(out).length < MAX_CONDITIONS) out[key] = value;
  }
  return out;
}

function columnNames(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : [value];
  const names = parts
    .flatMap((part) => (typeof part === 'string' ? part.split(',') : []))
    .map((name) => name.trim())
    .filter((name) => FIELD.test(name));
  return [...new Set(names)].slice(0, MAX_COLUMNS);
}

/** The custom fields the address shows as columns. */
export const shownColumns = (search: CallsSearch): string[] => (search.cols ? search.cols.split(',') : []);

export const withColumns = (search: CallsSearch, names: readonly string[]): CallsSearch =>
  callsSearch({ ...search, cols: names.join(',') });

/** How an `eq` value is written in the address (see AnalysisKey). */
export function eqText(value: string | boolean): string {
  if (typeof value === 'boolean') return String(value);
  return /^(true|false|')/.test(value) ? `'${value}` : value;
}

function eqValue(written: string): string | boolean {
  if (written === 'true' || written === 'false') return written === 'true';
  return written.startsWith("'") ? written.slice(1) : written;
}

export function analysisConditions(search: CallsSearch): CallAnalysisCondition[] {
  if (!search.agentId) return [];
  return analysisKeys(search).flatMap((key) => {
    const condition = conditionOf(key);
    const written = search[key];
    if (!condition || written === undefined) return [];
    const { field, op } = condition;
    const value = op === 'eq' ? eqValue(written) : op === 'contains' ? written : Number(written);
    return [{ field, op, value }];
  });
}

// Without an offset, `new Date` reads the day in the user's time zone.
const startOfDay = (day: IsoDate): string => new Date(`${day}T00:00:00`).toISOString();
const endOfDay = (day: IsoDate): string => new Date(`${day}T23:59:59.999`).toISOString();

export function toCallFilter(search: CallsSearch): CallFilter {
  const filter: CallFilter = {};
  if (search.agentId) filter.agentId = search.agentId;
  if (search.agentId && search.version) filter.agentVersion = search.version;
  if (search.direction) filter.direction = search.direction;
  if (search.status) filter.status = search.status;
  if (search.from) filter.from = startOfDay(search.from);
  if (search.to) filter.to = endOfDay(search.to);
  if (search.phone) filter.phone = search.phone;
  if (search.success) filter.success = search.success;
  const analysis = analysisConditions(search);
  if (analysis.length > 0) filter.analysis = analysis;
  return filter;
}

export function toFetchQuery(search: CallsSearch, pageIndex = 0): CallFetchQuery {
  const query: CallFetchQuery = {
    ...toCallFilter(search),
    pageIndex,
    pageSize: CALLS_PAGE_SIZE,
    sortBy: search.sort ?? DEFAULT_SORT,
    sortOrder: search.order ?? DEFAULT_ORDER,
  };
  if (search.q) query.search = search.q;
  return query;
}

export type CallFilterFields = Pick<
  CallsSearch,
  'agentId' | 'version' | 'success' | 'from' | 'to' | 'direction' | 'status' | 'phone' | 'q' | AnalysisKey
>;

// The custom fields' conditions and columns are the agent's: another agent starts without them.
export function withFilters(search: CallsSearch, fields: CallFilterFields): CallsSearch {
  const { sort, order } = search;
  const sameAgent = fields.agentId === search.agentId;
  const kept = sameAgent
    ? fields
    : Object.fromEntries(Object.entries(fields).filter(([key]) => !isAnalysisKey(key)));
  return callsSearch({ ...kept, cols: sameAgent ? search.cols : undefined, sort, order });
}

export function withSort(search: CallsSearch, field: SortField): CallsSearch {
  const current = search.sort ?? DEFAULT_SORT;
  const order: SortOrder =
    current === field ? ((search.order ?? DEFAULT_ORDER) === 'desc' ? 'asc' : 'desc') : 'desc';
  return callsSearch({ ...search, sort: field, order });
}

/** A custom field counts once, however many conditions it has (a range's two ends). */
export const activeFilterCount = (search: CallsSearch): number =>
  (['agentId', 'version', 'success', 'from', 'to', 'direction', 'status', 'phone', 'q'] as const).filter(
    (key) => search[key] !== undefined,
  ).length + new Set(analysisConditions(search).map((condition) => condition.field)).size;

/** The current conditions on custom fields, by address key. */
export function analysisFields(search: CallsSearch): Partial<Record<AnalysisKey, string>> {
  return Object.fromEntries(analysisKeys(search).map((key) => [key, search[key]]));
}
