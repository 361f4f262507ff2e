import createClient, { type Client, type MaybeOptionalInit } from 'openapi-fetch';
import { env } from '@/config/env';
import {
  bearerMiddleware,
  emptyErrorMiddleware,
  unauthorizedMiddleware,
  type UnauthorizedHandler,
} from './middleware';
import { qaMiddleware } from './qa-middleware';
import type { paths } from './schema.gen';
import { UPLOAD_LIMIT_MS, WRITE_LIMIT_MS, writeLimitMiddleware } from './write-limit';

export type ApiClient = Client<paths, 'application/json'>;
/** What a call takes beside its path (`{ params, body }`): the variables of a mutation that sends it as given. */
export type CallInit<Path extends keyof paths, Method extends keyof paths[Path]> = MaybeOptionalInit<
  paths[Path],
  Method
>;
// The JSON client's type: openapi-fetch's media type parameter picks the *response* content (JSON), while
// request bodies are typed from every content the contract gives them.
export type MultipartClient = ApiClient;

type FormValue = string | number | boolean | Blob | null | undefined;

export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  const append = (key: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) {
      // Keep the file name (also for File objects of another realm, as in tests).
      form.append(key, value, 'name' in value && typeof value.name === 'string' ? value.name : 'blob');
    } else {
      form.append(key, String(value));
    }
  };
  if (typeof body === 'object' && body !== null) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (Array.isArray(value)) value.forEach((item) => append(key, item as FormValue));
      else append(key, value as FormValue);
    }
  }
  return form;
}

let unauthorizedHandler: UnauthorizedHandler = () => {
  window.location.assign('/login');
};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

export interface ClientOptions {
  baseUrl?: string;
  mockMode?: boolean;
  fetch?: (request: Request) => Promise<Response>;
  onUnauthorized?: UnauthorizedHandler;
}

export function createApiClients(options: ClientOptions = {}): {
  api: ApiClient;
  multipart: MultipartClient;
} {
  const baseUrl = options.baseUrl ?? env.apiBaseUrl;
  const onUnauthorized = options.onUnauthorized ?? ((message) => unauthorizedHandler(message));
  // Look fetch up at call time so that tests (and QA tools) can wrap the global one.
  const fetchImpl = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const api = createClient<paths, 'application/json'>({ baseUrl, fetch: fetchImpl });
  const multipart: MultipartClient = createClient<paths, 'application/json'>({
    baseUrl,
    fetch: fetchImpl,
    bodySerializer: toFormData,
  });
  const mockMode = options.mockMode ?? env.mockMode;
  // First: an offline write goes no further, and the QA panel's added latency counts against the limit.
  api.use(writeLimitMiddleware(WRITE_LIMIT_MS));
  multipart.use(writeLimitMiddleware(UPLOAD_LIMIT_MS));
  for (const client of [api, multipart] as const) {
    client.use(bearerMiddleware, unauthorizedMiddleware(onUnauthorized), emptyErrorMiddleware);
    if (mockMode) client.use(qaMiddleware);
  }
  return { api, multipart };
}

export const { api, multipart } = createApiClients();
