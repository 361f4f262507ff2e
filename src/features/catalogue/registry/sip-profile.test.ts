// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sipProfileEntry, type SipProfileRow } from './sip-profile';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const profile = (index: number) => ({
  id: `6650a1f2c3d4e5f6baba${String(index).padStart(4, '0')}`,
  name: `Trunk ${String(index)}`,
  company: '6650a1f2c3d4e5f6aaaa0001',
  host: 'sip.telnyx.com',
  port: 5060,
  transport: 'udp' as const,
  username: 'brightsmile-backup',
  authRealm: 'sip.telnyx.com',
  codecs: ['PCMU' as const, 'PCMA' as const],
  callerIdNumber: '+14155550123',
  maxChannels: 10,
  status: 'error' as const,
  registered: false,
  createdAt: '2026-03-09T10:02:44Z',
});

const row: SipProfileRow = { ...profile(2), companyName: 'BrightSmile Dental Group' };

describe('the SIP profile entry', () => {
  it('reads every page and names each trunk’s company', async () => {
    const pages: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/company/menu'))
        return json({ data: [{ id: '6650a1f2c3d4e5f6aaaa0001', name: 'BrightSmile Dental Group' }] });
      const body = (await request.json()) as { pageIndex: number; pageSize: number };
      pages.push(body);
      const count = body.pageIndex === 0 ? 200 : 1;
      const data = Array.from({ length: count }, (_, index) => profile(body.pageIndex * 200 + index));
      return json({ data: { data, total: 201, pageIndex: body.pageIndex, pageSize: 200 } });
    });
    const rows = await sipProfileEntry.fetchList();
    expect(rows).toHaveLength(201);
    expect(pages).toEqual([
      { pageIndex: 0, pageSize: 200 },
      { pageIndex: 1, pageSize: 200 },
    ]);
    expect(rows[0]?.companyName).toBe('BrightSmile Dental Group');
  });

  it('never puts a password in the edit form, and switches a trunk in error on', () => {
    const form = sipProfileEntry.toForm(row);
    expect(form).not.toHaveProperty('password');
    expect(form.status).toBe('active');
  });

  it('leaves the password out of an update left empty, so that the stored one stays', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      bodies.push({ path: new URL(request.url).pathname, body: (await request.json()) as unknown });
      return json({ message: 'SIP profile updated successfully', data: profile(2) });
    });
    const payload = sipProfileEntry.toPayload({ ...sipProfileEntry.toForm(row), maxChannels: 40 });
    await sipProfileEntry.update?.(row, payload);
    expect(bodies).toEqual([
      {
        path: '/update_sip_profile',
        body: {
          id: '6650a1f2c3d4e5f6baba0002',
          name: 'Trunk 2',
          company: '6650a1f2c3d4e5f6aaaa0001',
          host: 'sip.telnyx.com',
          port: 5060,
          transport: 'udp',
          username: 'brightsmile-backup',
          authRealm: 'sip.telnyx.com',
          codecs: ['PCMU', 'PCMA'],
          callerIdNumber: '+14155550123',
          maxChannels: 40,
          status: 'active',
        },
      },
    ]);
  });

  it('sends a new password when one is typed', () => {
    const payload = sipProfileEntry.toPayload({ ...sipProfileEntry.toForm(row), password: 'Xk7#pR2v!mQ9' });
    expect(payload.password).toBe('Xk7#pR2v!mQ9');
  });

  it('offers the companies and the contract’s codecs as choices', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json({ data: [{ id: '6650a1f2c3d4e5f6aaaa0002', name: 'Summit Roofing Co.' }] })),
    );
    const choices = await sipProfileEntry.choices?.();
    expect(choices?.['company']).toEqual([
      { value: '6650a1f2c3d4e5f6aaaa0002', label: 'Summit Roofing Co.' },
    ]);
    expect(choices?.['codecs']?.map((codec) => codec.value)).toEqual([
      'PCMU',
      'PCMA',
      'G722',
      'G729',
      'OPUS',
    ]);
  });
});
