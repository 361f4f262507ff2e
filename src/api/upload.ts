import { multipart, type MultipartClient } from './client';
import type { paths } from './schema.gen';

// XMLHttpRequest, as `fetch` cannot tell how much of a body is sent; openapi-fetch's middleware still runs.

export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

export type ProgressListener = (percent: number) => void;

// A Response with a body throws for these.
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

export function xhrFetch(onProgress?: ProgressListener): (request: Request) => Promise<Response> {
  return async (request) => {
    const { signal } = request;
    if (signal.aborted) throw abortError();
    // The exact bytes, so that the multipart boundary matches the one Content-Type names.
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

export type KnowledgeUploadBody =
  paths['/knowledge']['post']['requestBody']['content']['multipart/form-data'];

export interface UploadOptions {
  onProgress?: ProgressListener;
  signal?: AbortSignal;
}

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
