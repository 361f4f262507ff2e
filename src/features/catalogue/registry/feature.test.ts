// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { featureEntry, type FeatureRow } from './feature';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

const feature = (over: Partial<FeatureRow> = {}) => ({
  id: '6650a1f2c3d4e5f6bebe0006',
  app: '6650a1f2c3d4e5f6bdbd0003',
  name: 'Check availability',
  key: 'check_availability',
  description: 'Returns the free slots.',
  parameters: { type: 'object', properties: { date: { type: 'string' } }, required: ['date'] },
  isActive: true,
  ...over,
});
const apps = [
  { id: '6650a1f2c3d4e5f6bdbd0004', name: 'Calendly' },
  { id: '6650a1f2c3d4e5f6bdbd0003', name: 'Google Calendar' },
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function serve(failing: string[] = []) {
  vi.stubGlobal('fetch', (request: Request) => {
    const path = new URL(request.url).pathname;
    if (failing.some((end) => path.endsWith(end))) return json({ message: 'Server error' }, 500);
    if (path.endsWith('/features'))
      return json({
        data: [feature(), feature({ id: '6650a1f2c3d4e5f6bebe0099', app: '6650a1f2c3d4e5f6bdbd0099' })],
      });
    if (path.endsWith('/apps')) return json({ data: apps });
    return json({ message: 'Not found' }, 404);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const text = (row: FeatureRow, key: string) =>
  featureEntry.columns.find((column) => column.key === key)?.text(row);

describe('the feature entry', () => {
  it('lists every feature with the name of its app and its parameters', async () => {
    serve();
    const [known, orphan] = await featureEntry.fetchList();
    expect(known && text(known, 'appName')).toBe('Google Calendar');
    expect(known && text(known, 'parameters')).toBe('date');
    expect(known && featureEntry.rowLabel(known)).toBe('Check availability (Google Calendar)');
    expect(orphan && text(orphan, 'appName')).toBe('—');
    expect(orphan && featureEntry.rowLabel(orphan)).toBe('Check availability');
  });

  it('still lists the features when the apps cannot be read', async () => {
    serve(['/apps']);
    const rows = await featureEntry.fetchList();
    expect(rows.map((row) => row.appName)).toEqual(['', '']);
  });

  it('offers the apps by name to choose from', async () => {
    serve();
    expect(await featureEntry.choices?.()).toEqual({
      app: [
        { value: '6650a1f2c3d4e5f6bdbd0004', label: 'Calendly' },
        { value: '6650a1f2c3d4e5f6bdbd0003', label: 'Google Calendar' },
      ],
    });
  });

  it('edits a feature with its parameters as rows', () => {
    expect(featureEntry.toForm({ ...feature(), appName: 'Google Calendar' })).toEqual({
      app: '6650a1f2c3d4e5f6bdbd0003',
      name: 'Check availability',
      key: 'check_availability',
      description: 'Returns the free slots.',
      parameters: [{ name: 'date', type: 'string', required: true }],
      isActive: true,
    });
  });
});
