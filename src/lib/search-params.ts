const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function optionalId<K extends string>(
  search: Record<string, unknown>,
  key: K,
): Partial<Record<K, string>> {
  const value = search[key];
  const text = typeof value === 'number' ? String(value) : value;
  const id = typeof text === 'string' && ID.test(text) ? text : undefined;
  return { [key]: id } as Partial<Record<K, string>>;
}

// TanStack Router lays the validated search over the raw one, so a key left out keeps its unchecked raw value
// (`?agentId[]=x` would reach the screen as an array): every known key is set, undefined when dropped.
export function withKeys<T extends object>(keys: readonly string[], search: T): T {
  const blanks: Record<string, undefined> = Object.fromEntries(keys.map((key) => [key, undefined]));
  return { ...blanks, ...search };
}

export type SearchValue = string | string[];

const decodePart = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    // A stray "%" (e.g. "100%") is kept as typed rather than dropping the parameter.
    return part;
  }
};

// The router's default reads number-, boolean- or JSON-like values as such, and writes strings like them back
// JSON-quoted (`?agentId=7` became `?agentId=%227%22`). A `+` was typed (a phone number): it stays a plus.
export function parseSearch(searchStr: string): Record<string, SearchValue> {
  // No prototype, so that `?__proto__=x` is a parameter like any other.
  const search: Record<string, SearchValue> = Object.create(null) as Record<string, SearchValue>;
  const query = searchStr.startsWith('?') ? searchStr.slice(1) : searchStr;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decodePart(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decodePart(pair.slice(equals + 1));
    const before = search[key];
    if (before === undefined) search[key] = value;
    else search[key] = Array.isArray(before) ? [...before, value] : [before, value];
  }
  return search;
}

const textOf = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value);
};

export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      const text = textOf(item);
      if (text !== undefined) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
