// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { didEntry, type DidRow } from './did';

// The entry's clients, against an absolute base URL and the fetch each test stubs.
vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

const did = {
  id: '6650a1f2c3d4e5f6ffff0002',
  number: '+14155550124',
  status: 'Assigned' as const,
  assigned: ['6650a1f2c3d4e5f6aaaa0001', '6650a1f2c3d4e5f6aaaa0009'],
  inboundAgent: '6650a1f2c3d4e5f6bbbb0001',
  outboundAgents: ['6650a1f2c3d4e5f6bbbb0002'],
  createdAt: '2026-01-12T18:04:00Z',
};
const agents = [
  { id: '6650a1f2c3d4e5f6bbbb0001', name: 'Dental Receptionist' },
  { id: '6650a1f2c3d4e5f6bbbb0002', name: 'Recall Reminders' },
];
const companies = [{ id: '6650a1f2c3d4e5f6aaaa0001', name: 'BrightSmile Dental Group' }];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function serve(failing: string[] = []) {
  const seen: string[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    const path = new URL(request.url).pathname;
    seen.push(`${request.method} ${path}`);
    if (failing.some((end) => path.endsWith(end))) return json({ message: 'Server error' }, 500);
    if (path.endsWith('/dids')) return json({ data: { data: [did] } });
    if (path.endsWith('/agents')) return json({ data: agents });
    if (path.endsWith('/company/menu')) return json({ data: companies });
    return json({ message: 'Not found' }, 404);
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const text = (row: DidRow, key: string) => didEntry.columns.find((column) => column.key === key)?.text(row);

describe('the DID entry', () => {
  it('lists the numbers with the names of their companies and agents', async () => {
    serve();
    const [row] = await didEntry.fetchList();
    expect(row).toBeDefined();
    if (!row) return;
    // A company the menu does not know shows its id rather than nothing.
    expect(text(row, 'companies')).toBe('BrightSmile Dental Group, 6650a1f2c3d4e5f6aaaa0009');
    expect(text(row, 'inboundAgent')).toBe('Dental Receptionist');
    expect(text(row, 'outboundAgents')).toBe('Recall Reminders');
    expect(text(row, 'status')).toBe('Assigned');
  });

  it('still lists the numbers when the names cannot be looked up', async () => {
    serve(['/agents', '/company/menu']);
    const [row] = await didEntry.fetchList();
    expect(row && text(row, 'inboundAgent')).toBe('6650a1f2c3d4e5f6bbbb0001');
  });

  it('fails the list when the numbers cannot be read', async () => {
    serve(['/dids']);
    await expect(didEntry.fetchList()).rejects.toThrow('Server error');
  });

  it('offers the agents, by name, for the inbound and outbound fields', async () => {
    serve();
    const choices = await didEntry.choices?.();
    const expected = [
      { value: '6650a1f2c3d4e5f6bbbb0001', label: 'Dental Receptionist' },
      { value: '6650a1f2c3d4e5f6bbbb0002', label: 'Recall Reminders' },
    ];
    expect(choices).toEqual({ inboundAgent: expected, outboundAgents: expected });
  });

  it('sends exactly the spec’s update payload, null for no inbound agent', async () => {
    const row: DidRow = {
      ...did,
      companyNames: [],
      inboundAgentName: 'Dental Receptionist',
      outboundAgentNames: ['Recall Reminders'],
    };
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      bodies.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: (await request.json()) as unknown,
      });
      return json({ message: 'Phone number updated successfully', data: did });
    });
    const form = { ...didEntry.toForm(row), inboundAgent: undefined, number: ' +14155550199 ' };
    const result = await didEntry.update?.(row, didEntry.toPayload(form));
    expect(result).toEqual({ message: 'Phone number updated successfully' });
    expect(bodies).toEqual([
      {
        method: 'PUT',
        path: '/dids/6650a1f2c3d4e5f6ffff0002',
        body: { number: '+14155550199', inboundAgent: null, outboundAgents: ['6650a1f2c3d4e5f6bbbb0002'] },
      },
    ]);
  });

  it('edits a number without an inbound agent as a form without the field', () => {
    const row = {
      ...did,
      inboundAgent: null,
      companyNames: [],
      inboundAgentName: null,
      outboundAgentNames: [],
    };
    expect(didEntry.toForm(row)).toEqual({
      number: '+14155550124',
      outboundAgents: ['6650a1f2c3d4e5f6bbbb0002'],
    });
  });
});
