// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requiresToImports, validatorsCode } from './generate-validators.mjs';

describe('requiresToImports', () => {
  it("turns ajv's leftover require lines into imports", () => {
    const code = [
      '"use strict";export const form = validate10;',
      'const func2 = require("ajv/dist/runtime/ucs2length").default;',
      'const formats0 = require("ajv-formats/dist/formats").fullFormats.uri;',
    ].join('\n');
    const result = requiresToImports(code);
    expect(result).toContain("import * as ucs2length_default from 'ajv/dist/runtime/ucs2length.js';");
    expect(result).toContain(
      "import { fullFormats as formats_fullFormats } from 'ajv-formats/dist/formats.js';",
    );
    expect(result).toContain(
      'const func2 = (ucs2length_default.default?.default ?? ucs2length_default.default);',
    );
    expect(result).toContain('const formats0 = formats_fullFormats.uri;');
    expect(result).not.toMatch(/require\(|use strict/);
  });

  it('refuses a require it cannot rewrite', () => {
    expect(() => requiresToImports('const x = require(name);')).toThrow(/require/);
  });
});

describe('validatorsCode', () => {
  it('exports one validator per schema, named by its $id, with no require left', () => {
    const code = validatorsCode([
      { $id: 'first', type: 'object', properties: { a: { type: 'string', maxLength: 3 } } },
      { $id: 'second', type: 'object', properties: { b: { type: 'string', format: 'uri' } } },
    ]);
    expect(code).toMatch(/export const first = validate\d+;/);
    expect(code).toMatch(/export const second = validate\d+;/);
    expect(code).not.toMatch(/require\(/);
  });
});
