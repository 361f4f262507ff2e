// @vitest-environment node
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { registryCode, uiFileFor } from './form-registry.mjs';

describe('uiFileFor', () => {
  const files = [
    'catalogue-company.schema.json',
    'catalogue-company.ui.json',
    'function-end-call.schema.json',
    'function-custom.schema.json',
    'function.ui.json',
  ];

  it("pairs a schema with its own ui file, else with the shared one of its name's longest prefix", () => {
    expect(uiFileFor('catalogue-company.schema.json', files)).toBe('catalogue-company.ui.json');
    expect(uiFileFor('function-end-call.schema.json', files)).toBe('function.ui.json');
    expect(uiFileFor('function-custom.schema.json', [...files, 'function-custom.ui.json'])).toBe(
      'function-custom.ui.json',
    );
  });

  it("never borrows another form's own ui file", () => {
    expect(() =>
      uiFileFor('catalogue-company-user.schema.json', [...files, 'catalogue-company-user.schema.json']),
    ).toThrow(/catalogue-company-user\.ui\.json/);
  });

  it('pairs every form of forms/', async () => {
    const names = await readdir(new URL('../forms', import.meta.url));
    for (const schema of names.filter((name) => name.endsWith('.schema.json'))) {
      expect(uiFileFor(schema, names)).toMatch(/\.ui\.json$/);
    }
  });
});

describe('registryCode', () => {
  const forms = [
    { id: 'functionEndCall', schemaFile: 'function-end-call.schema.json' },
    { id: 'ticket', schemaFile: 'ticket.schema.json' },
  ];

  it('exports `<$id>Form` per schema, with its validator and ui file, each file imported once', () => {
    const code = registryCode(
      forms,
      ['function-end-call.schema.json', 'function.ui.json', 'ticket.schema.json', 'ticket.ui.json'],
      '// Generated. Do not edit by hand.\n',
    );
    expect(code.startsWith('// Generated. Do not edit by hand.')).toBe(true);
    expect(code).toContain(
      'export const functionEndCallForm = defineForm(functionEndCallSchema, validators.functionEndCall, functionUi);',
    );
    expect(code).toContain(
      'export const ticketForm = defineForm(ticketSchema, validators.ticket, ticketUi);',
    );
    expect(code.match(/^import functionUi from '\.\.\/\.\.\/forms\/function\.ui\.json';$/gm)).toHaveLength(1);
  });

  it('refuses a ui file that draws no schema', () => {
    expect(() =>
      registryCode(
        forms,
        [
          'function-end-call.schema.json',
          'function.ui.json',
          'ticket.schema.json',
          'ticket.ui.json',
          'tikcet.ui.json',
        ],
        '',
      ),
    ).toThrow(/tikcet\.ui\.json/);
  });
});
