import type { Middleware } from 'openapi-fetch';
import { preferHeader, readQaSettings, type QaSettings } from '@/lib/qa-settings';
import { errorViolations, recordViolation } from './contract-violations';
import { markDeliberate } from './error-status';
import { apiPath, operationFor } from './operation-match';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const MOCK_STATE_HEADER = 'X-Mock-State';
export const VIOLATIONS_HEADER = 'sl-violations';

async function isTargeted(settings: QaSettings, request: Request, baseUrl: string): Promise<boolean> {
  if (settings.mode !== 'error' || settings.errorTarget === null) return false;
  const path = apiPath(request.url, baseUrl);
  if (path === null) return false;
  // Loaded on demand: this module is in the main bundle, the contract's operation list must not be.
  const { operations } = await import('./operations.gen');
  return operationFor(operations, request.method, path)?.operationId === settings.errorTarget;
}

// A request already carrying one of these headers (a test or a screen asking for an answer) keeps its own.
export const qaMiddleware: Middleware = {
  async onRequest({ request, options }) {
    const settings = readQaSettings();
    if (!request.headers.has(MOCK_STATE_HEADER)) request.headers.set(MOCK_STATE_HEADER, settings.data);
    const prefer = preferHeader(settings, await isTargeted(settings, request, options.baseUrl));
    if (prefer && !request.headers.has('Prefer')) request.headers.set('Prefer', prefer);
    if (settings.latencyMs > 0) await sleep(settings.latencyMs);
    return request;
  },
  onResponse({ request, response, options }) {
    if (!response.ok && request.headers.get('Prefer')?.startsWith('code=')) markDeliberate(response);
    const [message] = errorViolations(response.headers.get(VIOLATIONS_HEADER));
    if (message !== undefined) {
      recordViolation({
        method: request.method,
        path: apiPath(request.url, options.baseUrl) ?? request.url,
        message,
      });
    }
    return response;
  },
};
