import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraNoGlobalCss, noGlobalCss } from './chakra-no-global-css.mjs';

// Vitest runs from the repository's root.
const systemFile = resolve('node_modules/@chakra-ui/react/dist/esm/styled-system/system.js');

describe('chakra-no-global-css', () => {
  it('leaves the pinned Chakra system without page-wide CSS or the code that makes it', () => {
    const source = readFileSync(systemFile, 'utf8');
    expect(source).toContain('createPreflight(');
    const code = noGlobalCss(source);
    expect(code).toContain('const _global = [];');
    expect(code).not.toContain('createPreflight(');
    expect(code).not.toContain('getTokenCss()]');
    for (const name of ['getTokenCss', 'getGlobalCss', 'getPreflightCss']) {
      expect(code).toContain(
        `  function ${name}() {\n    throw new Error("Chakra's page-wide CSS is src/app/theme/chakra-global.gen.css");\n  }\n`,
      );
    }
    // What follows the last one is untouched.
    expect(code).toContain('  const tokenMap = getTokenMap(tokens);');
    expect(() => new Function('createSystem', code.replace(/^(import|export) .*$/gm, ''))).not.toThrow();
  });

  it('fails the build when Chakra changed the text it rewrites', () => {
    expect(() => noGlobalCss('const _global = computeEverything();')).toThrow(/changed/);
    const source = readFileSync(systemFile, 'utf8');
    expect(() => noGlobalCss(source.replace('function getGlobalCss()', 'function globalCss()'))).toThrow(
      /changed/,
    );
  });

  it('fails the build when Chakra system file was never seen', () => {
    const plugin = chakraNoGlobalCss();
    const errors = [];
    plugin.buildStart();
    plugin.buildEnd.call({ error: (message) => errors.push(message) }, undefined);
    expect(errors).toEqual([expect.stringMatching(/not in the build/)]);
  });
});
