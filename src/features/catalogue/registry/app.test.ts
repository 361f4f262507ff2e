// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appEntry } from './app';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

const app = {
  id: '6650a1f2c3d4e5f6bdbd0002',
  name: 'AccuLynx',
  slug: 'acculynx',
  description: 'Roofing contractor software.',
  category: 'roofing' as const,
  logo: '/samples/apps/acculynx.svg',
  authType: 'api_key' as const,
  website: 'https://acculynx.com',
  isActive: false,
  features: ['6650a1f2c3d4e5f6bebe0004'],
  createdAt: '2026-01-12T09:00:00Z',
};
// A feature was added since the list was read.
const current = { ...app, features: ['6650a1f2c3d4e5f6bebe0004', '6650a1f2c3d4e5f6bebe0005'] };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app entry', () => {
  it('shows whether an app is offered', () => {
    const text = (key: string) => appEntry.columns.find((column) => column.key === key)?.text(app);
    expect(text('isActive')).toBe('inactive');
    expect(text('category')).toBe('roofing');
  });

  it('edits an app without a logo, website or description, and refuses an outside logo', () => {
    const { validator, schema } = appEntry.form;
    const bare = appEntry.toForm({ ...app, logo: '', website: '', description: '' });
    expect(validator.isValid(schema, bare, schema)).toBe(true);
    expect(validator.isValid(schema, { ...bare, logo: '//evil.example/x.svg' }, schema)).toBe(false);
    expect(validator.isValid(schema, { ...bare, website: 'http://acculynx.com' }, schema)).toBe(false);
  });

  it('keeps the features the app has now when it is edited, and starts a new one with none', async () => {
    const sent: { method: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.method === 'GET') return json({ data: current });
      sent.push({ method: request.method, body: await request.json() });
      return json({ message: 'App updated successfully', data: current });
    });
    const payload = appEntry.toPayload({ ...appEntry.toForm(app), name: '  AccuLynx Pro ' });
    expect(payload).toMatchObject({ name: 'AccuLynx Pro', features: [] });
    expect(await appEntry.update?.(app, payload)).toEqual({ message: 'App updated successfully' });
    expect(sent.map((request) => request.method)).toEqual(['PUT']);
    expect(sent[0]?.body).toMatchObject({ name: 'AccuLynx Pro', features: current.features });
  });

  it('changes nothing when the app cannot be read first', async () => {
    const methods: string[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      methods.push(request.method);
      return json({ message: 'App 6650a1f2c3d4e5f6bdbd0002 not found' }, 404);
    });
    await expect(appEntry.update?.(app, appEntry.toPayload(appEntry.toForm(app)))).rejects.toThrow(
      'App 6650a1f2c3d4e5f6bdbd0002 not found',
    );
    expect(methods).toEqual(['GET']);
  });
});
