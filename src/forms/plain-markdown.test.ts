// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FORMS = new URL('../../forms/', import.meta.url);

describe('forms draw no markdown', () => {
  it('no ui schema asks RJSF for markdown, which the console renders as plain text', () => {
    const asking = readdirSync(FORMS)
      .filter((name) => name.endsWith('.json'))
      .filter((name) => /enableMarkdownIn/.test(readFileSync(new URL(name, FORMS), 'utf8')));
    expect(asking).toEqual([]);
  });
});
