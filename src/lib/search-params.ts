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
