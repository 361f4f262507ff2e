import { env } from '@/config/env';

// Not part of the API contract, so not in the typed client.
export const MOCK_SCOPE_HEADER = 'X-Mock-Scope';
export const MOCK_RESET_PATH = '/__mock/reset';
export const MOCK_STATUS_PATH = '/__mock/status';

export interface MockStatus {
  defaultState: 'remember' | 'examples';
  collections: Record<string, number>;
}

export interface MockControlOptions {
  scope?: string;
  baseUrl?: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

export class MockControlError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'MockControlError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function call(path: string, method: 'GET' | 'POST', options: MockControlOptions): Promise<unknown> {
  const baseUrl = (options.baseUrl ?? env.apiBaseUrl).replace(/\/+$/, '');
  // Looked up at call time, so that a test's stub of the global fetch is the one used.
  const send = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const headers = new Headers({ Accept: 'application/json' });
  if (options.scope) headers.set(MOCK_SCOPE_HEADER, options.scope);
  let response: Response;
  try {
    response = await send(`${baseUrl}${path}`, { method, headers });
  } catch (error) {
    throw new MockControlError(error instanceof Error ? error.message : String(error), null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = isObject(body) && typeof body['message'] === 'string' ? body['message'] : '';
    throw new MockControlError(message || `${method} ${path}: HTTP ${response.status}`, response.status);
  }
  return body;
}

export async function resetMockData(options: MockControlOptions = {}): Promise<string> {
  const body = await call(MOCK_RESET_PATH, 'POST', options);
  return isObject(body) && typeof body['message'] === 'string' ? body['message'] : '';
}

export async function readMockStatus(options: MockControlOptions = {}): Promise<MockStatus> {
  const body = await call(MOCK_STATUS_PATH, 'GET', options);
  const state = isObject(body) ? body['defaultState'] : undefined;
  const collections = isObject(body) ? body['collections'] : undefined;
  if ((state !== 'remember' && state !== 'examples') || !isObject(collections)) {
    throw new MockControlError(`GET ${MOCK_STATUS_PATH}: unexpected answer`, null);
  }
  const counts: Record<string, number> = {};
  for (const [name, count] of Object.entries(collections)) {
    if (typeof count === 'number') counts[name] = count;
  }
  return { defaultState: state, collections: counts };
}
