// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import en from '../../../../public/locales/en/translation.json';
import { i18n } from '@/i18n';
import type { ImportBatch } from '@/components/data-import';
import { callRateEntry, callRateEntryFor, callRateImporters } from './call-rate';

// The entry's clients, against an absolute base URL and the fetch each test stubs.
vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

const t = ((key: string) => key) as unknown as TFunction;
const fields = callRateEntry.importers?.[0]?.fields(t) ?? [];
const check = (name: string, value: string) =>
  fields.find((field) => field.name === name)?.validate?.(value, {});

const rate = (index: number) => ({
  id: `6650a1f2c3d4e5f6afaf${String(index).padStart(4, '0')}`,
  company: null,
  destination: `Destination ${String(index)}`,
  prefix: String(index + 1),
  pricePerMinute: 0.01,
  licensePricePerMinute: 0.05,
  currency: 'USD',
  updatedAt: '2026-01-05T09:00:00Z',
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the call-rate importer', () => {
  it('names the contract’s CSV columns and checks them as the form does', () => {
    expect(fields.map((field) => field.name)).toEqual([
      'destination',
      'prefix',
      'pricePerMinute',
      'licensePricePerMinute',
      'currency',
    ]);
    expect(check('prefix', '52')).toBeUndefined();
    expect(check('prefix', '44-7')).toBe('catalogue.callRate.validation.prefix');
    expect(check('prefix', '1234567890123456')).toBe('catalogue.callRate.validation.prefix');
    expect(check('pricePerMinute', '0.025')).toBeUndefined();
    expect(check('pricePerMinute', '0')).toBeUndefined();
    expect(check('pricePerMinute', '-0.1')).toBe('catalogue.callRate.validation.price');
    expect(check('licensePricePerMinute', 'free')).toBe('catalogue.callRate.validation.price');
    expect(check('currency', 'EUR')).toBeUndefined();
    expect(check('currency', 'eur')).toBe('catalogue.callRate.validation.currency');
  });

  it('sends the batch as batch.csv and reports what the server kept and refused', async () => {
    const sent: { path: string; file: FormDataEntryValue | null }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push({ path: new URL(request.url).pathname, file: (await request.formData()).get('file') });
      return json({
        message: 'Call rates imported',
        data: { imported: 1, updated: 1, skipped: 1, errors: [{ row: 3, message: 'prefix is taken' }] },
      });
    });
    const csv = new Blob(['destination,prefix\r\nMexico,52'], { type: 'text/csv' });
    const result = await callRateEntry.importers?.[0]?.send({ csv } as ImportBatch);
    expect(result).toEqual({
      message: 'Call rates imported',
      kept: 2,
      refused: 1,
      issues: [{ row: 3, message: 'prefix is taken' }],
    });
    expect(sent[0]?.path).toMatch(/\/import_call_rates_per_minute$/);
    const file = sent[0]?.file;
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('batch.csv');
    expect(await (file as File).text()).toBe('destination,prefix\r\nMexico,52');
  });

  it('throws the server’s message when the import fails', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ message: 'The rate store is down.' }, 500)));
    const csv = new Blob(['destination'], { type: 'text/csv' });
    await expect(callRateEntry.importers?.[0]?.send({ csv } as ImportBatch)).rejects.toThrow(
      'The rate store is down.',
    );
  });
});

describe('the replace import', () => {
  it('sends the batch and the chosen company to the full import, and says how many lines went', async () => {
    const sent: { path: string; form: FormData }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push({ path: new URL(request.url).pathname, form: await request.formData() });
      return json({
        message: 'Call rates replaced',
        data: { imported: 2, updated: 0, skipped: 0, deleted: 198, errors: [] },
      });
    });
    const [merge, replace] = callRateImporters('6650a1f2c3d4e5f6aaaa0002');
    expect(merge?.key).toBe('merge');
    expect(replace?.key).toBe('replace');
    expect(replace?.operation).toEqual({ method: 'post', path: '/import_full_call_rates_per_minute' });
    const csv = new Blob(['destination,prefix\r\nMexico,52'], { type: 'text/csv' });
    const result = await replace?.send({ csv } as ImportBatch);
    expect(sent[0]?.path).toMatch(/\/import_full_call_rates_per_minute$/);
    expect(sent[0]?.form.get('company')).toBe('6650a1f2c3d4e5f6aaaa0002');
    expect(await (sent[0]?.form.get('file') as File).text()).toBe('destination,prefix\r\nMexico,52');
    expect(result?.kept).toBe(2);
    expect(result?.refused).toBe(0);
    expect(result?.message).toBe('Call rates replaced. 198 earlier call rates were deleted first.');
  });

  it('sends no company for the platform defaults, to either import', async () => {
    const forms: FormData[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      forms.push(await request.formData());
      return json({ data: { imported: 0, updated: 0, skipped: 0, errors: [] } });
    });
    const csv = new Blob(['destination'], { type: 'text/csv' });
    for (const importer of callRateImporters(null)) await importer.send({ csv } as ImportBatch);
    expect(forms).toHaveLength(2);
    expect(forms.map((form) => form.has('company'))).toEqual([false, false]);
  });

  it('gives the screen an entry whose imports go to the chosen company', async () => {
    const forms: FormData[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      forms.push(await request.formData());
      return json({ data: { imported: 1, updated: 0, skipped: 0, errors: [] } });
    });
    const entry = callRateEntryFor('6650a1f2c3d4e5f6aaaa0001');
    expect(entry.importers?.map((importer) => importer.key)).toEqual(['merge', 'replace']);
    expect(entry.fetchList).toBe(callRateEntry.fetchList);
    const csv = new Blob(['destination'], { type: 'text/csv' });
    await entry.importers?.[0]?.send({ csv } as ImportBatch);
    expect(forms[0]?.get('company')).toBe('6650a1f2c3d4e5f6aaaa0001');
  });

  it('names the companies in the company column, and keeps an unknown id as it is', () => {
    const names = new Map([['6650a1f2c3d4e5f6aaaa0001', 'BrightSmile Dental Group']]);
    const column = callRateEntryFor(null, names).columns.find((item) => item.key === 'company');
    expect(column?.text({ ...rate(1), company: '6650a1f2c3d4e5f6aaaa0001' })).toBe(
      'BrightSmile Dental Group',
    );
    expect(column?.text({ ...rate(2), company: '6650a1f2c3d4e5f6aaaa0009' })).toBe(
      '6650a1f2c3d4e5f6aaaa0009',
    );
    expect(column?.text(rate(3))).toBe('default');
    expect(column?.translateAs).toBe('catalogue.callRate.company');
  });
});

describe('the call-rate list', () => {
  it('reads every page of POST /call_rates_list', async () => {
    const bodies: unknown[] = [];
    const all = Array.from({ length: 250 }, (_, index) => rate(index));
    vi.stubGlobal('fetch', async (request: Request) => {
      const body = (await request.json()) as { pageIndex: number; pageSize: number };
      bodies.push(body);
      const start = body.pageIndex * body.pageSize;
      return json({
        data: { data: all.slice(start, start + body.pageSize), total: all.length, ...body },
      });
    });
    const rows = await callRateEntry.fetchList();
    expect(rows).toHaveLength(250);
    expect(bodies).toEqual([
      { pageIndex: 0, pageSize: 200 },
      { pageIndex: 1, pageSize: 200 },
    ]);
  });
});
