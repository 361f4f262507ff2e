import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { readAuthMessage, readToken, writeToken } from '@/lib/session/token';
import { createApiClients } from './client';
import type { operations } from './schema.gen';
import { uploadKnowledgeFile, uploadPercent, xhrFetch } from './upload';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

class FakeXhr extends EventTarget {
  static last: FakeXhr | undefined;
  static sent = deferred<FakeXhr>();
  readonly upload = new EventTarget();
  readonly headers = new Map<string, string>();
  method = '';
  url = '';
  body: unknown;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  private rawHeaders = '';
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getAllResponseHeaders() {
    return this.rawHeaders;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
    FakeXhr.sent.resolve(this);
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = new ProgressEvent('progress', { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.statusText = status === 201 ? 'Created' : 'Error';
    // The Blob of the realm that Response and Request come from (Node's, as in a browser's one realm).
    this.response = new NodeBlob([JSON.stringify(body)], { type: 'application/json' });
    this.rawHeaders = 'content-type: application/json\r\nx-request-id: abc\r\n';
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const stored = {
  id: '6650a1f2c3d4e5f6eeee0007',
  fileName: 'Hours-and-locations.txt',
  fileType: 'document',
  agent: AGENT,
  size: 5,
  mimeType: 'text/plain',
  url: '/uploads/knowledge/6650a1f2c3d4e5f6eeee0007.txt',
  createdAt: '2026-11-21T09:42:17Z',
};

function setup() {
  const onUnauthorized = vi.fn();
  const { multipart: api } = createApiClients({
    baseUrl: 'http://api.test',
    mockMode: false,
    onUnauthorized,
  });
  const body = {
    file: new File(['hello'], 'Hours-and-locations.txt', { type: 'text/plain' }),
    agent: AGENT,
    file_type: 'document' as const,
  };
  return { api, body, onUnauthorized };
}

beforeEach(() => {
  FakeXhr.last = undefined;
  FakeXhr.sent = deferred<FakeXhr>();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadPercent', () => {
  it('is the whole percent sent, 100 only when everything is sent', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(1, 1000)).toBe(0);
    expect(uploadPercent(426, 1000)).toBe(42);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(2000, 1000)).toBe(100);
  });

  it('is 0 when the size is unknown', () => {
    expect(uploadPercent(10, 0)).toBe(0);
    expect(uploadPercent(Number.NaN, 100)).toBe(0);
  });
});

describe('uploadKnowledgeFile', () => {
  it('sends the multipart body with the bearer token and reports the real progress', async () => {
    writeToken('t.o.k');
    const { api, body } = setup();
    const percents: number[] = [];
    const result = uploadKnowledgeFile(body, { onProgress: (p) => percents.push(p) }, api);
    const xhr = await FakeXhr.sent.promise;

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/knowledge');
    expect(xhr.responseType).toBe('blob');
    expect(xhr.headers.get('authorization')).toBe('Bearer t.o.k');
    const contentType = xhr.headers.get('content-type') ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(xhr.body).toBeInstanceOf(NodeBlob);
    const text = await (xhr.body as NodeBlob).text();
    const boundary = contentType.split('boundary=')[1] ?? '';
    expect(text).toContain(`--${boundary}`);
    expect(text).toContain('name="agent"');
    expect(text).toContain(AGENT);
    expect(text).toContain('name="file_type"');
    // jsdom's File does not survive Node's multipart encoder (browsers send it whole): see toFormData's test.
    expect(text).toContain('name="file"');

    xhr.progress(250, 1000);
    xhr.progress(600, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(201, { message: 'File uploaded successfully!', data: stored });
    const { data, error, response } = await result;
    expect(percents).toEqual([25, 60, 100]);
    expect(error).toBeUndefined();
    expect(data?.data.id).toBe(stored.id);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('abc');
  });

  it('passes a server error to the caller as the contract error body', async () => {
    writeToken('t.o.k');
    const { api, body, onUnauthorized } = setup();
    const result = uploadKnowledgeFile(body, {}, api);
    (await FakeXhr.sent.promise).respond(500, { message: 'Storage is full' });
    const { data, error } = await result;
    expect(data).toBeUndefined();
    expect(error).toEqual({ message: 'Storage is full' });
    expect(readToken()).toBe('t.o.k');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('follows the 401 flow of the JSON client', async () => {
    writeToken('expired.token.value');
    const { api, body, onUnauthorized } = setup();
    const result = uploadKnowledgeFile(body, {}, api);
    (await FakeXhr.sent.promise).respond(401, { message: 'Your session has expired' });
    const { error } = await result;
    expect(error).toEqual({ message: 'Your session has expired' });
    expect(readToken()).toBeNull();
    expect(readAuthMessage()).toBe('Your session has expired');
    expect(onUnauthorized).toHaveBeenCalledWith('Your session has expired');
  });

  it('rejects with a TypeError when the network fails, like fetch', async () => {
    const { api, body } = setup();
    const result = uploadKnowledgeFile(body, {}, api);
    (await FakeXhr.sent.promise).fail();
    await expect(result).rejects.toBeInstanceOf(TypeError);
  });

  it('aborts the request when the signal aborts', async () => {
    const { api, body } = setup();
    const controller = new AbortController();
    const result = uploadKnowledgeFile(body, { signal: controller.signal }, api);
    const xhr = await FakeXhr.sent.promise;
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });
});

describe('xhrFetch', () => {
  it('answers a 204 without a body', async () => {
    const pending = xhrFetch()(new Request('http://api.test/x', { method: 'DELETE' }));
    const xhr = await FakeXhr.sent.promise;
    xhr.status = 204;
    xhr.dispatchEvent(new Event('load'));
    const response = await pending;
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('does not send a request whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const request = new Request('http://api.test/x', {
      method: 'POST',
      body: 'x',
      signal: controller.signal,
    });
    await expect(xhrFetch()(request)).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeUndefined();
  });
});

describe('the multipart client', () => {
  it('types the JSON answer of a multipart call (the typecheck fails otherwise)', () => {
    type Answer = NonNullable<Awaited<ReturnType<typeof uploadKnowledgeFile>>['data']>;
    type Contract = operations['knowledgeUpload']['responses'][201]['content']['application/json'];
    expectTypeOf<Answer>().toEqualTypeOf<Contract>();
    expectTypeOf<Answer['data']['fileName']>().toEqualTypeOf<string>();
  });
});
