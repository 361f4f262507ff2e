import { multipart, type MultipartClient } from './client';
import type { paths } from './schema.gen';

/**
 * Multipart uploads that report their real upload progress. `fetch` cannot tell how much of a
 * request body has been sent, so the request goes out through XMLHttpRequest (`upload.onprogress`).
 * It is plugged in as the per-request `fetch` of the typed openapi-fetch client: the request
 * still passes the client's middleware (bearer token, the 401 flow, error normalisation, QA
 * settings against the mock) and the body and answer keep their generated types.
 */

/** Whole percent of a body sent so far, 0 to 100 (100 only once all of it is sent). */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

export type ProgressListener = (percent: number) => void;

/** Statuses whose answer has no body (a Response with a body would throw for them). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header name the Headers class refuses: not needed by the caller.
    }
  }
  return headers;
}

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

/**
 * A `fetch` for openapi-fetch that sends the request with XMLHttpRequest and calls `onProgress`
 * with the percentage of the body sent. Like fetch, it rejects with a TypeError when the network
 * fails and with an AbortError when the request's signal aborts; any HTTP status resolves.
 */
export function xhrFetch(onProgress?: ProgressListener): (request: Request) => Promise<Response> {
  return async (request) => {
    const { signal } = request;
    if (signal.aborted) throw abortError();
    // The exact bytes the Request holds (multipart with its boundary, which Content-Type names).
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      if (onProgress) {
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable) onProgress(uploadPercent(event.loaded, event.total));
        });
      }
      const onAbort = () => xhr.abort();
      signal.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal.removeEventListener('abort', onAbort);
      xhr.addEventListener('load', () => {
        settle();
        if (xhr.status < 200 || xhr.status > 599) {
          reject(new TypeError('Network request failed'));
          return;
        }
        const responseBody = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob | null);
        resolve(
          new Response(responseBody, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new TypeError('Network request failed'));
      });
      xhr.addEventListener('timeout', () => {
        settle();
        reject(new TypeError('Network request timed out'));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(abortError());
      });
      xhr.send(body);
    });
  };
}

/** The multipart body of `POST /knowledge`: `{ file, agent, file_type }`, as the contract types it. */
export type KnowledgeUploadBody =
  paths['/knowledge']['post']['requestBody']['content']['multipart/form-data'];

export interface UploadOptions {
  onProgress?: ProgressListener;
  signal?: AbortSignal;
}

/**
 * `POST /knowledge` with upload progress. Resolves like any openapi-fetch call: `{ data }` on
 * success, `{ error }` (the contract's `{ message }`) on an HTTP error; rejects when the network
 * fails or the signal aborts.
 */
export function uploadKnowledgeFile(
  body: KnowledgeUploadBody,
  { onProgress, signal }: UploadOptions = {},
  client: MultipartClient = multipart,
) {
  return client.POST('/knowledge', {
    body,
    signal,
    fetch: xhrFetch(onProgress),
  });
}
