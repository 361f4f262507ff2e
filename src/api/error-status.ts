/**
 * The HTTP status of an error answer, kept beside the error body a typed call gave back. The body
 * is the contract's `{ message }`, compared and shown as it is, so the status cannot be written
 * into it; TanStack Query's `retry` needs it to tell a server failure (worth one more try) from a
 * refusal (final).
 */
const statuses = new WeakMap<object, number>();

const methods = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The status of the answer `error` came from, when a typed call gave it. */
export function httpStatusOf(error: unknown): number | undefined {
  return isObject(error) ? statuses.get(error) : undefined;
}

function remember(result: unknown): void {
  if (!isObject(result)) return;
  const { error, response } = result;
  if (isObject(error) && response instanceof Response) statuses.set(error, response.status);
}

/** The same openapi-fetch client, whose calls note the status of each error body they return. */
export function withErrorStatus<Client extends object>(client: Client): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !methods.has(property) || typeof value !== 'function') return value;
      const call = value as (...args: unknown[]) => Promise<unknown>;
      return async (...args: unknown[]) => {
        const result = await call.apply(target, args);
        remember(result);
        return result;
      };
    },
  });
}
