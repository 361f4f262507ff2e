const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads an optional identifier from the search parameters: kept when it looks like an id,
 * dropped otherwise (a fallback, never a throw).
 */
export function optionalId<K extends string>(
  search: Record<string, unknown>,
  key: K,
): Partial<Record<K, string>> {
  const value = search[key];
  const text = typeof value === 'number' ? String(value) : value;
  const id = typeof text === 'string' && ID.test(text) ? text : undefined;
  // The key is always there (undefined when dropped): see `withKeys`.
  return { [key]: id } as Partial<Record<K, string>>;
}

/**
 * TanStack Router lays a route's validated search over the raw one (`{ ...raw, ...validated }`),
 * so a key that a validator leaves out keeps its raw, unchecked value (`?agentId[]=x` would reach
 * the screen as an array). A validator therefore returns every key it knows: this sets the ones
 * it dropped to undefined, which also keeps them out of the address.
 */
export function withKeys<T extends object>(keys: readonly string[], search: T): T {
  const blanks: Record<string, undefined> = Object.fromEntries(keys.map((key) => [key, undefined]));
  return { ...blanks, ...search };
}

/** A search value as the address holds it: text, or several texts when the key repeats. */
export type SearchValue = string | string[];

const decodePart = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    // A stray "%" (e.g. "100%") is kept as typed rather than dropping the parameter.
    return part;
  }
};

/**
 * The router's `parseSearch`: every value stays the text that was typed. The router's default
 * reads values that look like numbers, booleans or JSON as such, then writes strings that look
 * like them back JSON-quoted (`?agentId=7` came back as `?agentId=%227%22`). A `+` stays a plus:
 * the console never writes one for a space, so one in its address was typed (a phone number).
 */
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
  // No screen puts objects in its address; should one, it is still written, as JSON text.
  return JSON.stringify(value);
};

/**
 * The router's `stringifySearch`, the inverse of `parseSearch`: values are written as plain
 * text, each encoded with `encodeURIComponent` (a space as `%20`, as browsers write a typed one),
 * an array as the key repeated. Undefined and null values are left out.
 */
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
