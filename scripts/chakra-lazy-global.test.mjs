import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobal, lazyGlobalCss } from './chakra-lazy-global.mjs';

// Vitest runs from the repository's root.
const systemFile = resolve('node_modules/@chakra-ui/react/dist/esm/styled-system/system.js');

describe('chakra-lazy-global', () => {
  it('turns the pinned Chakra system eager page CSS into a getter computing the same parts', () => {
    const code = lazyGlobalCss(readFileSync(systemFile, 'utf8'));
    expect(code).not.toContain('const _global = [');
    expect(code).toContain('get _global() {');
    expect(code).toContain('_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]');
  });

  it('fails the build when Chakra changed the text it rewrites', () => {
    expect(() => lazyGlobalCss('const _global = computeEverything();')).toThrow(/changed/);
  });

  it('fails the build when Chakra system file was never seen', () => {
    const plugin = chakraLazyGlobal();
    const errors = [];
    plugin.buildStart();
    plugin.buildEnd.call({ error: (message) => errors.push(message) }, undefined);
    expect(errors).toEqual([expect.stringMatching(/not in the build/)]);
  });
});
