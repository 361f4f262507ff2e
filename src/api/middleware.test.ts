import { describe, expect, it, vi } from 'vitest';
import { authorize, resetSession } from '@/lib/session/session-store';
import { readAuthMessage, readToken, writeToken } from '@/lib/session/token';
import { createApiClients, toFormData } from './client';
import { json } from '@/test/responses';

function clientWith(response: (request: Request) => Response) {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const fetch = vi.fn((request: Request) => {
    requests.push(request);
    return Promise.resolve(response(request));
  });
  const { api, multipart } = createApiClients({ baseUrl: 'http://api.test', fetch, onUnauthorized });
  return { api, multipart, requests, onUnauthorized };
}

describe('bearer middleware', () => {
  it('sends the stored token as a bearer credential', async () => {
    writeToken('header.payload.signature');
    const { api, requests } = clientWith(() => json(200, { data: [] }));
    await api.GET('/notification/');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer header.payload.signature');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { api, requests } = clientWith(() => json(200, { data: 'a.b.c' }));
    await api.POST('/auth/login', { body: { email: 'a@b.co', password: 'secret-pass' } });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('adds the token to multipart requests too, and lets the browser set the boundary', async () => {
    writeToken('t.o.k');
    const { multipart, requests } = clientWith(() => json(200, { data: {} }));
    await multipart.POST('/knowledge', {
      body: {
        file: new File(['hello'], 'notes.txt', { type: 'text/plain' }),
        agent: '6650a1f2c3d4e5f6bbbb0001',
        file_type: 'document',
      },
    });
    const request = requests[0];
    expect(request?.headers.get('Authorization')).toBe('Bearer t.o.k');
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request?.formData();
    expect(form?.get('agent')).toBe('6650a1f2c3d4e5f6bbbb0001');
    expect(form?.get('file_type')).toBe('document');
    // jsdom's File does not survive Node's multipart encoder (browsers send it whole): see toFormData's test.
    expect(form?.has('file')).toBe(true);
  });
});

describe('a token another tab stored for someone else', () => {
  const b64url = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;

  it("is never sent with this tab's requests: they fail instead of reaching the other account", async () => {
    authorize(jwt({ id: 'u1', email: 'maya@example.com' }));
    // Another tab signed in as Daniel; this one still shows Maya's screens.
    writeToken(jwt({ id: 'u2', email: 'daniel@example.com' }));
    const { api, requests } = clientWith(() => json(200, { data: [] }));
    await expect(api.PUT('/notification/{id}', { params: { path: { id: 'n1' } } })).rejects.toThrow(
      'The session changed in another tab.',
    );
    expect(requests).toHaveLength(0);
    resetSession();
  });
});

describe('the 401 flow', () => {
  it('removes the token, keeps the message for the login screen and redirects', async () => {
    writeToken('expired.token.value');
    const { api, onUnauthorized } = clientWith(() => json(401, { message: 'Your session has expired' }));
    const { error, response } = await api.GET('/notification/');
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Your session has expired' });
    expect(readToken()).toBeNull();
    expect(readAuthMessage()).toBe('Your session has expired');
    expect(onUnauthorized).toHaveBeenCalledWith('Your session has expired');
  });

  it('ends the session once: a later 401 of the same session keeps the first message', async () => {
    writeToken('expired.token.value');
    let answer = 0;
    const { api, onUnauthorized } = clientWith(() =>
      answer++ === 0
        ? json(401, { message: 'Your session has expired' })
        : new Response('not json', { status: 401, statusText: 'Unauthorized' }),
    );
    // Two requests of the session in flight together; the second's body is cut short as the app resets.
    await Promise.all([api.GET('/notification/'), api.GET('/notification/')]);
    expect(readAuthMessage()).toBe('Your session has expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not end a newer session for an old token's 401", async () => {
    writeToken('old.token.value');
    const { api, onUnauthorized } = clientWith((request) => {
      // Someone signed in again while the old request was on its way.
      writeToken('new.token.value');
      expect(request.headers.get('Authorization')).toBe('Bearer old.token.value');
      return json(401, { message: 'Your session has expired' });
    });
    await api.GET('/notification/');
    expect(readToken()).toBe('new.token.value');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves a 401 of an anonymous request (a wrong password) to the caller', async () => {
    const { api, onUnauthorized } = clientWith(() => json(401, { message: 'Invalid email or password' }));
    const { error } = await api.POST('/auth/login', { body: { email: 'a@b.co', password: 'wrong-pass' } });
    expect(error).toEqual({ message: 'Invalid email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(readAuthMessage()).toBeNull();
  });

  it('passes other errors to the caller unchanged, token kept', async () => {
    writeToken('good.token.value');
    const { api, onUnauthorized } = clientWith(() => json(500, { message: 'Database unavailable' }));
    const { error, response } = await api.GET('/notification/');
    expect(response.status).toBe(500);
    expect(error).toEqual({ message: 'Database unavailable' });
    expect(readToken()).toBe('good.token.value');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('empty error answers', () => {
  it('reach the caller as the error shape with an empty message, not as a success', async () => {
    const { api } = clientWith(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const { data, error, response } = await api.GET('/notification/');
    expect(response.status).toBe(502);
    expect(data).toBeUndefined();
    expect(error).toEqual({ message: '' });
  });

  it("so do a proxy's HTML pages", async () => {
    const { api } = clientWith(
      () =>
        new Response('<html><h1>502 Bad Gateway</h1></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const { error, response } = await api.GET('/notification/');
    expect(response.status).toBe(502);
    expect(error).toEqual({ message: '' });
  });
});

describe('a 401 from a sign-in call', () => {
  it("is the caller's, even when an old token was sent along", async () => {
    writeToken('old.token.value');
    const { api, onUnauthorized } = clientWith(() => json(401, { message: 'Google authentication failed' }));
    const { error } = await api.POST('/auth/google/callback', { body: { code: 'abc' } });
    expect(error).toEqual({ message: 'Google authentication failed' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('toFormData', () => {
  it('keeps files with their names, repeats arrays and drops empty values', () => {
    const form = toFormData({
      file: new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      outboundAgents: ['a1', 'a2'],
      timeout: 5000,
      missing: undefined,
      nothing: null,
    });
    expect((form.get('file') as File).name).toBe('notes.txt');
    expect(form.getAll('outboundAgents')).toEqual(['a1', 'a2']);
    expect(form.get('timeout')).toBe('5000');
    expect(form.has('missing')).toBe(false);
    expect(form.has('nothing')).toBe(false);
  });
});
