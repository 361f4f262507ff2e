import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClients } from './client';
import { ConnectionError } from './connection-error';
import { errorMessage, setOfflineText } from './errors';
import { UPLOAD_LIMIT_MS, WRITE_LIMIT_MS } from './write-limit';
import { json } from '@/test/responses';

const OFFLINE = 'You are offline: your changes are kept, try again';
const FAILED = 'Failed to update agent';

/** A server that never answers; the request fails only when its signal is aborted. */
const silent = (request: Request) =>
  new Promise<Response>((_, reject) => {
    const fail = () => reject(request.signal.reason as Error);
    if (request.signal.aborted) fail();
    request.signal.addEventListener('abort', fail);
  });

function clients(fetch: (request: Request) => Promise<Response>) {
  const sent = vi.fn(fetch);
  const { api, multipart } = createApiClients({
    baseUrl: 'http://api.test',
    fetch: sent,
    mockMode: false,
    onUnauthorized: vi.fn(),
  });
  return { api, multipart, sent };
}

const saveAgent = (
  api: ReturnType<typeof clients>['api'],
  init: { fetch?: typeof silent; signal?: AbortSignal } = {},
) =>
  api.PUT('/agents/{id}', {
    params: { path: { id: 'a1' } },
    body: { name: 'Ava', voice: 'v1', direction: 'inbound', description: 'Typed by the user' },
    ...init,
  });

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

beforeEach(() => setOfflineText(() => OFFLINE));
afterEach(() => {
  setOfflineText(undefined);
  vi.useRealTimers();
});

describe('a write with no answer', () => {
  it('fails after 15 s with the screen’s own failure message', async () => {
    vi.useFakeTimers();
    const { api } = clients(silent);
    const settled = vi.fn();
    const failed = failureOf(saveAgent(api)).finally(settled);

    await vi.advanceTimersByTimeAsync(WRITE_LIMIT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await failed;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ failure: 'noAnswer' });
    expect(errorMessage(error, FAILED)).toBe(FAILED);
  });

  it('is limited too when the call brings its own fetch (the upload with progress)', async () => {
    vi.useFakeTimers();
    const { api, sent } = clients(silent);
    const failed = failureOf(saveAgent(api, { fetch: silent }));
    await vi.advanceTimersByTimeAsync(WRITE_LIMIT_MS);
    expect(await failed).toMatchObject({ failure: 'noAnswer' });
    expect(sent).not.toHaveBeenCalled();
  });

  it('through the multipart client (files, imports) is given five minutes', async () => {
    vi.useFakeTimers();
    const { multipart } = clients(silent);
    const settled = vi.fn();
    const failed = failureOf(
      multipart.POST('/rates/import', { body: { file: new File(['a,b'], 'rates.csv') } }),
    ).finally(settled);
    await vi.advanceTimersByTimeAsync(WRITE_LIMIT_MS);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPLOAD_LIMIT_MS - WRITE_LIMIT_MS);
    expect(await failed).toMatchObject({ failure: 'noAnswer' });
  });

  it('that the caller cancelled stays a cancel', async () => {
    const { api } = clients(silent);
    const cancel = new AbortController();
    const failed = failureOf(saveAgent(api, { signal: cancel.signal }));
    cancel.abort();
    const error = await failed;
    expect(error).not.toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('a read', () => {
  it('waits for its answer as long as it takes', async () => {
    vi.useFakeTimers();
    const { api } = clients(silent);
    const settled = vi.fn();
    void failureOf(api.GET('/agents/{id}/', { params: { path: { id: 'a1' } } })).finally(settled);
    await vi.advanceTimersByTimeAsync(UPLOAD_LIMIT_MS * 2);
    expect(settled).not.toHaveBeenCalled();
  });

  it('offline is left to the query client, which pauses it', async () => {
    goOffline();
    const { api, sent } = clients(() => Promise.resolve(json(200, { data: [] })));
    await api.GET('/notification/');
    expect(sent).toHaveBeenCalledTimes(1);
  });
});

describe('a write offline', () => {
  it('is not sent, and fails at once saying the browser is offline', async () => {
    goOffline();
    const { api, sent } = clients(() => Promise.resolve(json(200, { message: 'Saved' })));
    const error = await failureOf(saveAgent(api));
    expect(sent).not.toHaveBeenCalled();
    expect(error).toMatchObject({ failure: 'offline' });
    expect(errorMessage(error, FAILED)).toBe(OFFLINE);
  });

  it('that the network cut while it was sent says so too', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    const { api } = clients(() => {
      onLine.mockReturnValue(false);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    expect(errorMessage(await failureOf(saveAgent(api)), FAILED)).toBe(OFFLINE);
  });

  it('whose server could not be reached, online, gets the screen’s own message', async () => {
    const { api } = clients(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(saveAgent(api));
    expect(error).toMatchObject({ failure: 'noAnswer' });
    expect(errorMessage(error, FAILED)).toBe(FAILED);
  });
});
