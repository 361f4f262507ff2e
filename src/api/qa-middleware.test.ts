import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultQaSettings, writeQaSettings, type QaSettings } from '@/lib/qa-settings';
import { createApiClients } from './client';
import { clearViolations, violationsSnapshot } from './contract-violations';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } });

function clientWith(mockMode: boolean, answer: (request: Request) => Response = () => json({ data: [] })) {
  const requests: Request[] = [];
  const fetch = vi.fn((request: Request) => {
    requests.push(request);
    return Promise.resolve(answer(request));
  });
  const { api } = createApiClients({
    baseUrl: 'http://api.test/api',
    fetch,
    mockMode,
    onUnauthorized: vi.fn(),
  });
  return { api, requests };
}

const use = (settings: Partial<QaSettings>) => writeQaSettings({ ...defaultQaSettings, ...settings });
const prefer = (requests: Request[]) => requests.map((request) => request.headers.get('Prefer'));

afterEach(() => clearViolations());

describe('QA mode against the mock', () => {
  it('asks for normal answers that the mock remembers by default', async () => {
    const { api, requests } = clientWith(true);
    await api.GET('/notification/');
    expect(requests[0]?.headers.has('Prefer')).toBe(false);
    expect(requests[0]?.headers.get('X-Mock-State')).toBe('remember');
  });

  it('says on every request whether the mock remembers changes or answers the examples', async () => {
    const { api, requests } = clientWith(true);
    use({ data: 'examples' });
    await api.GET('/notification/');
    use({ data: 'remember', mode: 'error' });
    await api.GET('/notification/');
    expect(requests.map((request) => request.headers.get('X-Mock-State'))).toEqual(['examples', 'remember']);
  });

  it('asks for random data or an error status on every call as chosen', async () => {
    const { api, requests } = clientWith(true);
    use({ mode: 'dynamic' });
    await api.GET('/notification/');
    use({ mode: 'error', status: 404 });
    await api.GET('/notification/');
    expect(prefer(requests)).toEqual(['dynamic=true', 'code=404']);
  });

  it('aims the error at the chosen call only, matched by method and path template', async () => {
    const { api, requests } = clientWith(true);
    use({ mode: 'error', status: 404, errorTarget: 'agentsGetById' });
    await api.GET('/agents/{id}/', { params: { path: { id: '6650a1f2c3d4e5f6bbbb0001' } } });
    await api.DELETE('/agents/{id}/', { params: { path: { id: '6650a1f2c3d4e5f6bbbb0001' } } });
    // A literal path that the template would also match is a call of its own.
    await api.GET('/agents/fetch_list_with_meta/');
    await api.GET('/notification/');
    expect(prefer(requests)).toEqual(['code=404', null, null, null]);
  });

  it('does not aim the error while another answer mode is chosen', async () => {
    const { api, requests } = clientWith(true);
    use({ mode: 'dynamic', errorTarget: 'notificationsList' });
    await api.GET('/notification/');
    use({ mode: 'examples', errorTarget: 'notificationsList' });
    await api.GET('/notification/');
    expect(prefer(requests)).toEqual(['dynamic=true', null]);
  });

  it("keeps a request's own Prefer and X-Mock-State", async () => {
    const { api, requests } = clientWith(true);
    use({ mode: 'error', status: 500, data: 'remember' });
    await api.GET('/notification/', { headers: { Prefer: 'example=empty', 'X-Mock-State': 'examples' } });
    expect(requests[0]?.headers.get('Prefer')).toBe('example=empty');
    expect(requests[0]?.headers.get('X-Mock-State')).toBe('examples');
  });

  it('waits the chosen latency before the request', async () => {
    vi.useFakeTimers();
    const { api, requests } = clientWith(true);
    use({ latencyMs: 1000 });
    const pending = api.GET('/notification/');
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(requests).toHaveLength(1);
    vi.useRealTimers();
  });

  it('records an answer that Prism found breaking the contract', async () => {
    const header = JSON.stringify([
      { location: ['response', 'body'], severity: 'Warning', message: 'odd' },
      { location: ['response', 'body', 'data'], severity: 'Error', message: 'must be array' },
    ]);
    const { api } = clientWith(true, (request) =>
      request.url.endsWith('/notification/')
        ? json({ data: {} }, { 'sl-violations': header })
        : json({ data: [] }),
    );
    await api.GET('/notification/');
    await api.GET('/agents/fetch_list_with_meta/');
    expect(violationsSnapshot()).toEqual({
      count: 1,
      recent: [{ method: 'GET', path: '/notification/', message: 'response.body.data: must be array' }],
    });
  });

  it('does not record warnings', async () => {
    const header = JSON.stringify([{ location: ['request'], severity: 'Warning', message: 'odd' }]);
    const { api } = clientWith(true, () => json({ data: [] }, { 'sl-violations': header }));
    await api.GET('/notification/');
    expect(violationsSnapshot().count).toBe(0);
  });

  it('does nothing against a real backend', async () => {
    const header = JSON.stringify([{ severity: 'Error', message: 'broken' }]);
    const { api, requests } = clientWith(false, () => json({ data: [] }, { 'sl-violations': header }));
    use({ mode: 'error', status: 500 });
    await api.GET('/notification/');
    expect(requests[0]?.headers.has('Prefer')).toBe(false);
    expect(requests[0]?.headers.has('X-Mock-State')).toBe(false);
    expect(violationsSnapshot().count).toBe(0);
  });
});
