import type { Middleware } from 'openapi-fetch';
import { preferHeader, readQaSettings } from '@/lib/qa-settings';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Against the mock only: asks Prism for random data (`Prefer: dynamic=true`) or an error status
 * (`Prefer: code=...`), and waits the chosen latency first. A request that already carries a
 * Prefer header (a test or a screen asking for a given example) keeps its own.
 */
export const qaMiddleware: Middleware = {
  async onRequest({ request }) {
    const settings = readQaSettings();
    const prefer = preferHeader(settings);
    if (prefer && !request.headers.has('Prefer')) request.headers.set('Prefer', prefer);
    if (settings.latencyMs > 0) await sleep(settings.latencyMs);
    return request;
  },
};
