// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractPaths, requestExamples, requestProblems } from '@/test/contract';
import { companyEntry, fetchCompanies, planChoices, type Company } from './company';

// The entry's clients, against an absolute base URL and the fetch each test stubs.
vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

const company = (index: number): Company => ({
  id: `6650a1f2c3d4e5f6aaab${String(index).padStart(4, '0')}`,
  name: `Company ${String(index)}`,
  email: `office${String(index)}@example.com`,
  timeZone: 'America/Denver',
  currency: 'USD',
  plan: null,
  planName: null,
  status: 'active',
  balance: 0,
  createdAt: '2026-01-05T09:00:00Z',
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeAll(async () => {
  await contractPaths();
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the companies entry', () => {
  it('reads every page of GET /company', async () => {
    const queries: Record<string, string>[] = [];
    const all = Array.from({ length: 450 }, (_, index) => company(index));
    vi.stubGlobal('fetch', (request: Request) => {
      const url = new URL(request.url);
      expect(url.pathname).toBe('/company');
      const query = Object.fromEntries(url.searchParams);
      queries.push(query);
      const pageIndex = Number(query.pageIndex);
      const pageSize = Number(query.pageSize);
      const start = pageIndex * pageSize;
      return Promise.resolve(
        json({ data: { data: all.slice(start, start + pageSize), total: all.length, pageIndex, pageSize } }),
      );
    });
    const rows = await fetchCompanies();
    expect(rows).toHaveLength(450);
    expect(rows[449]?.name).toBe('Company 449');
    expect(queries).toEqual([
      { pageIndex: '0', pageSize: '200' },
      { pageIndex: '1', pageSize: '200' },
      { pageIndex: '2', pageSize: '200' },
    ]);
  });

  it('stops on an empty page even when the total promises more', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', () => {
      calls += 1;
      return Promise.resolve(json({ data: { data: [], total: 900, pageIndex: 0, pageSize: 200 } }));
    });
    expect(await fetchCompanies()).toEqual([]);
    expect(calls).toBe(1);
  });

  it('fails with the server message when a page is refused', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ message: 'The company store is down.' }, 500)));
    await expect(fetchCompanies()).rejects.toThrow('The company store is down.');
  });

  it('offers the plans of GET /plans as choices, by id and name', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        json({
          data: [
            { id: '6650a1f2c3d4e5f688880001', name: 'Starter' },
            { id: '6650a1f2c3d4e5f688880002', name: 'Growth' },
          ],
        }),
      ),
    );
    expect(await planChoices()).toEqual([
      { value: '6650a1f2c3d4e5f688880001', label: 'Starter' },
      { value: '6650a1f2c3d4e5f688880002', label: 'Growth' },
    ]);
  });

  it('edits a company without a plan and sends plan null, with the blanks the contract allows', async () => {
    const row = company(1);
    const form = companyEntry.toForm({ ...row, website: '', address: '' });
    expect(form).toEqual({
      name: 'Company 1',
      email: 'office1@example.com',
      timeZone: 'America/Denver',
      currency: 'USD',
      status: 'active',
    });
    const payload = companyEntry.toPayload(form);
    expect(payload).toEqual({
      name: 'Company 1',
      email: 'office1@example.com',
      address: '',
      website: '',
      timeZone: 'America/Denver',
      currency: 'USD',
      plan: null,
      status: 'active',
    });
    expect(await requestProblems('put', '/company/{id}', payload)).toBeNull();
  });

  it('keeps the plan, the phone and the trimmed texts of a filled form', async () => {
    const payload = companyEntry.toPayload({
      name: '  Mesa Plumbing ',
      email: ' office@mesaplumbing.com ',
      phone: '+16025550134',
      website: 'https://mesaplumbing.com',
      timeZone: 'America/Phoenix',
      currency: 'USD',
      plan: '6650a1f2c3d4e5f688880001',
      status: 'trial',
    });
    expect(payload).toMatchObject({
      name: 'Mesa Plumbing',
      email: 'office@mesaplumbing.com',
      phone: '+16025550134',
      plan: '6650a1f2c3d4e5f688880001',
    });
    expect(await requestProblems('post', '/company', payload)).toBeNull();
  });

  it('round-trips the contract examples of its bodies through the form', async () => {
    for (const example of await requestExamples('post', '/company')) {
      const form = companyEntry.fromPayload(example as never);
      expect(companyEntry.toPayload(form)).toEqual(example);
    }
  });

  it('shows the balance with its currency, and a dash for a broken number', () => {
    const balance = companyEntry.columns.find((column) => column.key === 'balance');
    expect(balance?.text({ ...company(1), balance: 62.75 })).toBe('62.75 USD');
    expect(balance?.text({ ...company(1), balance: Number.NaN })).toBe('— USD');
    const plan = companyEntry.columns.find((column) => column.key === 'plan');
    expect(plan?.text(company(1))).toBe('—');
    expect(plan?.text({ ...company(1), planName: 'Growth' })).toBe('Growth');
  });
});
