import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markAnatomiesPure, pureAnatomies } from './pure-anatomies.mjs';

// Vitest runs from the repository's root.
const read = (path) => readFileSync(resolve('node_modules', path), 'utf8');

describe('pure-anatomies', () => {
  it("marks every anatomy Chakra's anatomy module builds", () => {
    const source = read('@chakra-ui/react/dist/esm/anatomy.js');
    const built = source.match(/^const \w+ = [\w$.]+\(/gm) ?? [];
    const code = markAnatomiesPure(source);
    expect(built.length).toBeGreaterThan(30);
    expect(code.match(/^const \w+ = \/\* @__PURE__ \*\/ /gm)).toHaveLength(built.length);
  });

  it("marks Zag's anatomy and its parts, and nothing that is not a call", () => {
    const code = markAnatomiesPure(read('@zag-js/menu/dist/menu.anatomy.mjs'));
    expect(code).toContain('var anatomy = /* @__PURE__ */ createAnatomy("menu").parts(');
    expect(code).toContain('var parts = /* @__PURE__ */ anatomy.build();');
    expect(markAnatomiesPure('const names = ["root"];\nlet n = 1;')).toBe(
      'const names = ["root"];\nlet n = 1;',
    );
  });

  it('rewrites anatomy modules only', () => {
    const plugin = pureAnatomies();
    const code = 'const a = make();';
    expect(plugin.transform(code, '/x/node_modules/@zag-js/menu/dist/menu.anatomy.mjs')?.code).toBe(
      'const a = /* @__PURE__ */ make();',
    );
    expect(plugin.transform(code, '/x/node_modules/@zag-js/menu/dist/menu.mjs')).toBeUndefined();
    expect(plugin.transform(code, '/x/src/features/menu.anatomy.mjs')).toBeUndefined();
  });
});
