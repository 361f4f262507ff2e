// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { ImportBatch } from '@/components/data-import';
import { deleteAllRates, rateEntry, rateImportFields } from './rate';

// The entry's clients, against an absolute base URL and the fetch each test stubs.
vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

const t = ((key: string) => key) as unknown as TFunction;
const fields = rateImportFields(t);
const check = (name: string, value: string) =>
  fields.find((field) => field.name === name)?.validate?.(value, {});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the rate card importer', () => {
  it('names the contract’s CSV columns and checks them as the form does', () => {
    expect(fields.map((field) => field.name)).toEqual([
      'country',
      'prefix',
      'description',
      'pricePerMinute',
      'currency',
      'billingIncrement',
      'effectiveFrom',
    ]);
    expect(fields.filter((field) => field.required).map((field) => field.name)).toEqual([
      'country',
      'prefix',
      'description',
      'pricePerMinute',
    ]);
    expect(check('country', 'MX')).toBeUndefined();
    expect(check('country', 'Mexico')).toBe('catalogue.rate.validation.country');
    expect(check('prefix', '447')).toBeUndefined();
    expect(check('prefix', '+44 7')).toBe('catalogue.rate.validation.prefix');
    expect(check('description', 'x'.repeat(121))).toBe('catalogue.rate.validation.description');
    expect(check('pricePerMinute', '0,031')).toBe('catalogue.rate.validation.price');
    expect(check('billingIncrement', '6')).toBeUndefined();
    expect(check('billingIncrement', '0')).toBe('catalogue.rate.validation.billingIncrement');
    expect(check('billingIncrement', '90')).toBe('catalogue.rate.validation.billingIncrement');
    expect(check('effectiveFrom', '2026-12-01')).toBeUndefined();
    expect(check('effectiveFrom', '01/12/2026')).toBe('catalogue.rate.validation.effectiveFrom');
  });

  it('sends the batch as batch.csv to POST /rates/import and reports what the server kept', async () => {
    const sent: { path: string; file: FormDataEntryValue | null }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push({ path: new URL(request.url).pathname, file: (await request.formData()).get('file') });
      return json({
        message: 'Rate card imported',
        data: { imported: 42, updated: 6, skipped: 2, errors: [{ row: 17, message: 'bad prefix' }] },
      });
    });
    const csv = new Blob(['country,prefix\r\nUS,1'], { type: 'text/csv' });
    const result = await rateEntry.importers?.[0]?.send({ csv } as ImportBatch);
    expect(result).toEqual({
      message: 'Rate card imported',
      kept: 48,
      refused: 1,
      issues: [{ row: 17, message: 'bad prefix' }],
    });
    expect(sent[0]?.path).toBe('/rates/import');
    expect(await (sent[0]?.file as File).text()).toBe('country,prefix\r\nUS,1');
  });
});

describe('deleting the whole rate card', () => {
  it('calls DELETE /rates/all and hands back the server’s message', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return Promise.resolve(json({ success: true, message: 'All 6 rates deleted' }));
    });
    expect(await deleteAllRates()).toEqual({ message: 'All 6 rates deleted' });
    expect(calls).toEqual(['DELETE /rates/all']);
  });

  it('throws the server’s message when it fails', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ message: 'The rate store is down.' }, 500)));
    await expect(deleteAllRates()).rejects.toThrow('The rate store is down.');
  });
});
