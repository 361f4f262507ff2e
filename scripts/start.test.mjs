// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputs, isBuildCurrent } from './start.mjs';

describe('the build npm start serves', () => {
  let dir;
  const write = (file, text) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'start-'));
    write('index.html', '<div id="root"></div>');
    write('src/main.tsx', 'render()');
    write('src/app/shell.tsx', 'shell()');
    write('src/app/shell.test.tsx', 'test()');
    write('public/locales/en/translation.json', '{}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is made again when a source, a text, the page or a VITE_ setting changes', () => {
    const first = buildInputs(dir, {});
    expect(buildInputs(dir, {})).toBe(first);
    write('src/app/shell.tsx', 'shell(2)');
    const edited = buildInputs(dir, {});
    expect(edited).not.toBe(first);
    write('public/locales/en/translation.json', '{"a":1}');
    expect(buildInputs(dir, {})).not.toBe(edited);
    const texts = buildInputs(dir, {});
    write('src/app/new-file.ts', '');
    expect(buildInputs(dir, {})).not.toBe(texts);
    const added = buildInputs(dir, {});
    write('.env.mock.local', 'VITE_DOCS_URL=https://docs.example.com');
    expect(buildInputs(dir, {})).not.toBe(added);
    expect(buildInputs(dir, { VITE_API_BASE_URL: 'https://api.example.com' })).not.toBe(buildInputs(dir, {}));
  });

  it('is kept when only tests or settings the build does not read change', () => {
    const first = buildInputs(dir, { PORT: '5173' });
    write('src/app/shell.test.tsx', 'test(2)');
    write('e2e/shell.spec.ts', 'spec()');
    expect(buildInputs(dir, { PORT: '6000', MOCK_PORT: '4100' })).toBe(first);
  });

  it('counts as current only when it finished from the same inputs', () => {
    const out = join(dir, 'dist-start');
    const inputs = buildInputs(dir, {});
    expect(isBuildCurrent(out, inputs)).toBe(false);
    write('dist-start/.build-inputs', inputs);
    expect(isBuildCurrent(out, inputs), 'no index.html: the build stopped half-way').toBe(false);
    write('dist-start/index.html', '<html>');
    expect(isBuildCurrent(out, inputs)).toBe(true);
    expect(isBuildCurrent(out, 'other')).toBe(false);
  });
});
