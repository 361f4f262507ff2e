// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callsIn, usageListing, usageReport, usageSummary } from './contract-usage.mjs';

describe('callsIn', () => {
  it('finds fetch-style and query-helper calls with literal paths', () => {
    const text = `
      const a = await api.GET('/agents/{id}/', { params: { path: { id } } });
      const b = $api.queryOptions('post', '/calls/fetch', { body });
      const c = $upload.useMutation('post', '/knowledge');
      const wrap = <T,>(x: T) => x;
    `;
    expect(callsIn(text, 'a.ts')).toEqual(['GET /agents/{id}/', 'POST /calls/fetch', 'POST /knowledge']);
  });

  it('ignores calls whose path is not written out, and other methods named like verbs', () => {
    const text = `api.POST(path, {}); map.get('/x'); $api.queryOptions(method, '/calls/fetch');`;
    expect(callsIn(text, 'b.ts')).toEqual([]);
  });
});

describe('usageReport', () => {
  const op = (key, unused, proposal = false) => ({ key, operationId: key, unused, proposal });

  it('fails an operation nobody calls unless it carries a reason', () => {
    const callers = new Map([['GET /a', new Set(['src/a.ts'])]]);
    const { problems } = usageReport(
      [op('GET /a'), op('GET /b'), op('GET /c', 'Single reads: the list already carries every field.')],
      callers,
    );
    expect(problems).toEqual(['GET /b (GET /b) is called by nothing and not marked x-console-unused']);
  });

  it('fails a stale mark and a reason too short to explain anything', () => {
    const callers = new Map([['GET /a', new Set(['src/a.ts'])]]);
    const { problems } = usageReport(
      [op('GET /a', 'Not used by the console at all.'), op('GET /b', 'no')],
      callers,
    );
    expect(problems).toEqual([
      'GET /a (GET /a) is called by src/a.ts but marked x-console-unused',
      'GET /b (GET /b) needs a reason of a sentence in x-console-unused',
    ]);
  });

  it('counts and lists the proposals apart from the spec, and fails an uncalled one all the same', () => {
    const callers = new Map([
      ['GET /a', new Set(['src/a.ts'])],
      ['GET /v', new Set(['src/v.ts'])],
    ]);
    const { rows, problems } = usageReport(
      [
        op('GET /v', undefined, true),
        op('GET /a'),
        op('POST /w', undefined, true),
        op('GET /b', 'Single reads: the list already carries every field.'),
      ],
      callers,
    );
    expect(usageSummary(rows)).toBe(
      'spec: 1 of 2 called, 1 marked unused with a reason; proposals: 1 of 2 called, 0 marked unused with a reason',
    );
    expect(usageListing(rows)).toEqual([
      'GET /a\tGET /a\tsrc/a.ts',
      'GET /b\tGET /b\tunused: Single reads: the list already carries every field.',
      'proposals (x-console-proposal):',
      'GET /v\tGET /v\tsrc/v.ts',
      'POST /w\tPOST /w\tunused: —',
    ]);
    expect(problems).toEqual([
      'proposal POST /w (POST /w) is called by nothing and not marked x-console-unused',
    ]);
  });

  it('prints no proposals heading when the contract has none', () => {
    const { rows } = usageReport([op('GET /a')], new Map([['GET /a', new Set(['src/a.ts'])]]));
    expect(usageListing(rows)).toEqual(['GET /a\tGET /a\tsrc/a.ts']);
    expect(usageSummary(rows)).toBe(
      'spec: 1 of 1 called, 0 marked unused with a reason; proposals: 0 of 0 called, 0 marked unused with a reason',
    );
  });
});
