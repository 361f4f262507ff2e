// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callsIn, usageReport } from './contract-usage.mjs';

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
  const op = (key, unused) => ({ key, operationId: key, unused });

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
});
