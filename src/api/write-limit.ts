import type { Middleware } from 'openapi-fetch';
import { ConnectionError } from './connection-error';

export const WRITE_LIMIT_MS = 15_000;
// The multipart client's: files (up to 25 MiB: 3.5 minutes at 1 Mbit/s) and imports (up to 10,000
// rows for the server to go through) take their own time before any answer can come.
export const UPLOAD_LIMIT_MS = 300_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isWrite = (request: Request) => !READS.has(request.method.toUpperCase());
// Node 20 (the tests' node environment, scripts) has no navigator: there the network is taken as up.
const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

// Every write fails, rather than waits, when it cannot be answered: offline it is not sent at all,
// and nothing keeps it to send later, since the person may have changed their mind by then.
export function writeLimitMiddleware(limitMs: number): Middleware {
  return {
    onRequest({ request }) {
      if (!isWrite(request)) return undefined;
      if (isOffline()) throw new ConnectionError('offline');
      const limit = new AbortController();
      // A timer rather than AbortSignal.timeout, which no test clock (Playwright's, Vitest's) moves.
      // Left running once the answer came: it still bounds reading the body.
      setTimeout(() => limit.abort(new ConnectionError('noAnswer')), limitMs);
      return new Request(request, { signal: AbortSignal.any([request.signal, limit.signal]) });
    },
    onError({ request, error }) {
      if (!isWrite(request)) return undefined;
      const { signal } = request;
      if (signal.aborted && signal.reason instanceof ConnectionError) return signal.reason;
      // Anything else aborted is the caller's own cancel (an upload's), which stays an AbortError.
      if (!(error instanceof TypeError) || error instanceof ConnectionError) return undefined;
      return new ConnectionError(isOffline() ? 'offline' : 'noAnswer', { cause: error });
    },
  };
}
