// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentRateEntry, today } from './agent-rate';

// The entry's clients, against an absolute base URL and the fetch each test stubs.
vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

const row = {
  id: '6650a1f2c3d4e5f6cdcd0003',
  agent: '6650a1f2c3d4e5f6bbbb0002',
  agentName: 'Recall Reminders',
  company: '6650a1f2c3d4e5f6aaaa0001',
  pricePerMinute: 0.07,
  currency: 'USD',
  effectiveFrom: '2026-03-01',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubCalls(
  answer: (path: string) => Response = () => json({ message: 'Agent rate saved', data: row }),
) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push({ path, body: await request.json() });
    return answer(path);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('today', () => {
  it('is the local day as YYYY-MM-DD', () => {
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(today(new Date(2026, 10, 21, 0, 5))).toBe('2026-11-21');
  });
});

describe('an agent rate edit', () => {
  it('with the same agent and day replaces the rate with one call', async () => {
    const calls = stubCalls();
    const payload = agentRateEntry.toPayload({ ...agentRateEntry.toForm(row), pricePerMinute: 0.075 });
    const result = await agentRateEntry.update?.(row, payload);
    expect(result).toEqual({ message: 'Agent rate saved' });
    expect(calls).toEqual([
      {
        path: '/agents/update_agent_rate',
        body: { agent: row.agent, pricePerMinute: 0.075, currency: 'USD', effectiveFrom: '2026-03-01' },
      },
    ]);
  });

  it('to another day saves the new rate, then deletes the old one', async () => {
    const calls = stubCalls();
    const payload = agentRateEntry.toPayload({ ...agentRateEntry.toForm(row), effectiveFrom: '2026-04-01' });
    await agentRateEntry.update?.(row, payload);
    expect(calls.map((call) => call.path)).toEqual([
      '/agents/update_agent_rate',
      '/agents/delete_agent_rates',
    ]);
    expect(calls[1]?.body).toEqual({ id: row.id });
  });

  it('deletes nothing when the save fails, and throws the server’s message', async () => {
    const calls = stubCalls(() => json({ message: 'The agent does not exist.' }, 404));
    const payload = agentRateEntry.toPayload({ ...agentRateEntry.toForm(row), effectiveFrom: '2026-04-01' });
    await expect(agentRateEntry.update?.(row, payload)).rejects.toThrow('The agent does not exist.');
    expect(calls.map((call) => call.path)).toEqual(['/agents/update_agent_rate']);
  });
});

describe('the agent-rate list', () => {
  it('reads every page of POST /agents/list_agent_rates', async () => {
    const all = Array.from({ length: 201 }, (_, index) => ({
      ...row,
      id: `6650a1f2c3d4e5f6cdcd${String(index).padStart(4, '0')}`,
    }));
    const calls = stubCalls(() => {
      const body = calls.at(-1)?.body as { pageIndex: number; pageSize: number };
      const start = body.pageIndex * body.pageSize;
      return json({ data: { data: all.slice(start, start + body.pageSize), total: all.length, ...body } });
    });
    expect(await agentRateEntry.fetchList()).toHaveLength(201);
    expect(calls.map((call) => call.body)).toEqual([
      { pageIndex: 0, pageSize: 200 },
      { pageIndex: 1, pageSize: 200 },
    ]);
  });
});

describe('the agent choices', () => {
  it('lists the agents by name', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        json({
          data: [
            { id: '6650a1f2c3d4e5f6bbbb0001', name: 'Dental Receptionist' },
            { id: '6650a1f2c3d4e5f6bbbb0002', name: 'Recall Reminders' },
          ],
        }),
      ),
    );
    expect(await agentRateEntry.choices?.()).toEqual({
      agent: [
        { value: '6650a1f2c3d4e5f6bbbb0001', label: 'Dental Receptionist' },
        { value: '6650a1f2c3d4e5f6bbbb0002', label: 'Recall Reminders' },
      ],
    });
  });
});
