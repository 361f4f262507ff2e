import { randomBytes } from 'node:crypto';
import { isObject } from './contract.mjs';

export const newId = () => randomBytes(12).toString('hex');
const RESERVED = new Set([
  'pageIndex',
  'pageSize',
  'search',
  'query',
  'sortBy',
  'sortOrder',
  'from',
  'to',
  'limit',
]);

export class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

// Times as the contract's rows hold them: to the second.
export const isoSeconds = (date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
export const personName = (person) => `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim();
// What a row is called where its id is shown: its name, or a person's first and last names.
export const nameOfRow = (row) => row?.name ?? (row ? personName(row) : undefined);

export const idKey = (row) => (isObject(row) && '_id' in row && !('id' in row) ? '_id' : 'id');
export const idOf = (row) => row?.[idKey(row)];

function matches(value, wanted) {
  if (Array.isArray(value)) return value.some((item) => matches(item, wanted));
  if (isObject(value)) return idOf(value) === wanted || value.name === wanted;
  return String(value) === String(wanted);
}

const candidates = (key) => [key, key.replace(/Id$/, ''), `${key.replace(/Id$/, '')}s`];

export function selectRows(rows, request, entry = {}) {
  const ask = { ...request.query, ...(isObject(request.body) ? request.body : {}) };
  let selected = rows;
  // A company's own rows: what company staff list is theirs, not the other examples' companies.
  if (entry.own && request.user?.company)
    selected = selected.filter((row) => row[entry.own] === request.user.company);
  for (const [param, field] of Object.entries(entry.scope ?? {})) {
    selected = selected.filter((row) => matches(row[field], request.params[param]));
  }
  for (const [key, value] of Object.entries(ask)) {
    if (RESERVED.has(key) || value === undefined || value === null || value === '') continue;
    const field = entry.filters?.[key] ?? candidates(key).find((name) => selected.some((row) => name in row));
    if (!field) continue;
    selected = selected.filter((row) => !(field in row) || matches(row[field], value));
  }
  const search = String(ask.search ?? ask.query ?? '')
    .trim()
    .toLowerCase();
  if (search) {
    selected = selected.filter((row) =>
      Object.values(row).some((value) => typeof value === 'string' && value.toLowerCase().includes(search)),
    );
  }
  if (ask.from || ask.to) {
    const when = (row) => row.startedAt ?? row.createdAt ?? row.date ?? row.scheduledAt;
    selected = selected.filter((row) => {
      const at = when(row);
      if (!at) return true;
      return (!ask.from || at >= ask.from) && (!ask.to || at <= ask.to);
    });
  }
  if (ask.sortBy) {
    const direction = ask.sortOrder === 'desc' ? -1 : 1;
    const key = ask.sortBy;
    selected = [...selected].sort((a, b) => {
      const x = a[key];
      const y = b[key];
      if (x === y) return 0;
      if (x === undefined || x === null) return 1;
      if (y === undefined || y === null) return -1;
      return (
        (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) *
        direction
      );
    });
  }
  return selected;
}
