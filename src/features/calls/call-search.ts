import type { components } from '@/api/schema.gen';
import { isIsoDate, type IsoDate } from '@/components/date-time-input/calendar-date';
import { optionalId, withKeys } from '@/lib/search-params';
import type { Call } from '@/api/models/schemas';

export type CallFetchQuery = components['schemas']['CallFetchQuery'];
export type CallFilter = components['schemas']['CallFilter'];

export type CallDirection = Call['direction'];
export type CallStatus = Call['status'];
export type SortOrder = 'asc' | 'desc';

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
export const PAGE_SIZES = [20, 50, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const DEFAULT_SORT: SortField = 'createdAt';
export const DEFAULT_ORDER: SortOrder = 'desc';
export const DEFAULT_PAGE_SIZE: PageSize = 20;
const MAX_QUERY = 100;
const PHONE = /^\+?\d{1,15}$/;

/** `from`/`to` are calendar days (YYYY-MM-DD), `page` counts from 1; defaults stay out of the address. */
export interface CallsSearch {
  agentId?: string;
  /** Proposal (agent versions): the agent's published version; only with `agentId`. */
  version?: number;
  from?: IsoDate;
  to?: IsoDate;
  direction?: CallDirection;
  status?: CallStatus;
  phone?: string;
  q?: string;
  page?: number;
  size?: PageSize;
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

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 1 ? n : undefined;
}

function number(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' ? n : undefined;
}

const CALLS_SEARCH_KEYS = [
  'agentId',
  'version',
  'from',
  'to',
  'direction',
  'status',
  'phone',
  'q',
  'page',
  'size',
  'sort',
  'order',
] as const satisfies readonly (keyof CallsSearch)[];

export function callsSearch(search: Record<string, unknown>): CallsSearch {
  const out: CallsSearch = { ...optionalId(search, 'agentId') };
  const version = number(search.version);
  if (out.agentId && version !== undefined && Number.isSafeInteger(version) && version >= 1)
    out.version = version;
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
  const page = positiveInt(search.page);
  if (page) out.page = page;
  const size = number(search.size);
  if (oneOf(PAGE_SIZES, size) && size !== DEFAULT_PAGE_SIZE) out.size = size;
  if (oneOf(SORT_FIELDS, search.sort) && search.sort !== DEFAULT_SORT) out.sort = search.sort;
  if ((search.order === 'asc' || search.order === 'desc') && search.order !== DEFAULT_ORDER) {
    out.order = search.order;
  }
  return withKeys(CALLS_SEARCH_KEYS, out);
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
  return filter;
}

export function toFetchQuery(search: CallsSearch): CallFetchQuery {
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  const query: CallFetchQuery = {
    ...toCallFilter(search),
    pageIndex: (search.page ?? 1) - 1,
    pageSize: size,
    sortBy: search.sort ?? DEFAULT_SORT,
    sortOrder: search.order ?? DEFAULT_ORDER,
  };
  if (search.q) query.search = search.q;
  return query;
}

export type CallFilterFields = Pick<
  CallsSearch,
  'agentId' | 'version' | 'from' | 'to' | 'direction' | 'status' | 'phone' | 'q'
>;

export function withFilters(search: CallsSearch, fields: CallFilterFields): CallsSearch {
  const { size, sort, order } = search;
  return callsSearch({ ...fields, size, sort, order });
}

export function withSort(search: CallsSearch, field: SortField): CallsSearch {
  const current = search.sort ?? DEFAULT_SORT;
  const order: SortOrder =
    current === field ? ((search.order ?? DEFAULT_ORDER) === 'desc' ? 'asc' : 'desc') : 'desc';
  return callsSearch({ ...search, page: undefined, sort: field, order });
}

export function withPage(search: CallsSearch, page: number): CallsSearch {
  return callsSearch({ ...search, page });
}

export function withPageSize(search: CallsSearch, size: number): CallsSearch {
  return callsSearch({ ...search, page: undefined, size });
}

export const activeFilterCount = (search: CallsSearch): number =>
  (['agentId', 'version', 'from', 'to', 'direction', 'status', 'phone', 'q'] as const).filter(
    (key) => search[key] !== undefined,
  ).length;
