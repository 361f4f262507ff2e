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
  return typeof text === 'string' && ID.test(text) ? ({ [key]: text } as Partial<Record<K, string>>) : {};
}
