// Beside the body, which is shown as it is: `retry` needs the status to tell a server failure from a refusal.
const statuses = new WeakMap<object, number>();

const methods = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function httpStatusOf(error: unknown): number | undefined {
  return isObject(error) ? statuses.get(error) : undefined;
}

function remember(result: unknown): void {
  if (!isObject(result)) return;
  const { error, response } = result;
  if (isObject(error) && response instanceof Response) statuses.set(error, response.status);
}

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
