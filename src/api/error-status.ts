// Beside the body, which is shown as it is: `retry` needs the status to tell a server failure from a refusal.
const statuses = new WeakMap<object, number>();

const methods = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function httpStatusOf(error: unknown): number | undefined {
  return isObject(error) ? statuses.get(error) : undefined;
}

// Failures the QA panel asked the mock for: asking again cannot help, so the screen shows them at once
// instead of after the retry's pause.
const deliberateResponses = new WeakSet<Response>();
const deliberateErrors = new WeakSet<object>();

export const markDeliberate = (response: Response): void => void deliberateResponses.add(response);

export const isDeliberateFailure = (error: unknown): boolean =>
  isObject(error) && deliberateErrors.has(error);

function remember(result: unknown): void {
  if (!isObject(result)) return;
  const { error, response } = result;
  if (!isObject(error) || !(response instanceof Response)) return;
  statuses.set(error, response.status);
  if (deliberateResponses.has(response)) deliberateErrors.add(error);
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
