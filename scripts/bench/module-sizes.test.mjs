// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { composition, groupOf } from './module-sizes.mjs';

const ROOT = '/repo';

describe('groupOf', () => {
  it('names the package of a dependency, scoped or not, however deep', () => {
    expect(groupOf('/repo/node_modules/react-dom/cjs/react-dom.production.js', ROOT)).toBe('react-dom');
    expect(groupOf('/repo/node_modules/@rjsf/core/lib/index.js', ROOT)).toBe('@rjsf/core');
    expect(groupOf('/repo/node_modules/a/node_modules/@zag-js/menu/dist/index.mjs?v=1', ROOT)).toBe(
      '@zag-js/menu',
    );
  });

  it('names the source folder two levels below src/, one level elsewhere', () => {
    expect(groupOf('/repo/src/features/calls/calls-screen.tsx', ROOT)).toBe('src/features/calls/');
    expect(groupOf('/repo/src/features/agents/sections/section-model.ts', ROOT)).toBe('src/features/agents/');
    expect(groupOf('/repo/src/routes/login.tsx?tsr-split=component', ROOT)).toBe('src/routes/');
    expect(groupOf('/repo/forms/company/schema.json', ROOT)).toBe('forms/company/');
    expect(groupOf('\0vite/preload-helper.js', ROOT)).toBe('(bundler helpers)');
  });
});

describe('composition', () => {
  it("shares each chunk's gzip bytes by what each group rendered to, largest first", () => {
    const modules = { 'a.js': { react: 300, 'src/lib/': 100 }, 'b.js': { react: 50, 'src/app/': 50 } };
    const gzip = { 'a.js': 40, 'b.js': 10 };
    expect(composition(['a.js', 'b.js', 'style.css'], modules, (file) => gzip[file])).toEqual({
      react: 35,
      'src/lib/': 10,
      'src/app/': 5,
    });
  });
});
