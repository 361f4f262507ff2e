import { describe, expect, it } from 'vitest';
import { localizeUiSchema } from './localize-ui-schema';

const t = (key: string) => `<${key}>`;

describe('localizeUiSchema', () => {
  it('translates titles, descriptions, help, placeholders, option names and messages, at any depth', () => {
    expect(
      localizeUiSchema(
        {
          'ui:order': ['name', '*'],
          name: { 'ui:title': 'a.name', 'ui:placeholder': 'a.hint', 'ui:messages': { required: 'a.req' } },
          type: { 'ui:enumNames': ['a.zero', 'a.one'] },
          rows: {
            'ui:title': 'a.rows',
            'ui:description': 'a.about',
            'ui:options': { addLabel: 'a.add', rows: 3 },
            items: { value: { 'ui:help': 'a.help' } },
          },
        },
        t,
      ),
    ).toEqual({
      'ui:order': ['name', '*'],
      name: { 'ui:title': '<a.name>', 'ui:placeholder': '<a.hint>', 'ui:messages': { required: '<a.req>' } },
      type: { 'ui:enumNames': ['<a.zero>', '<a.one>'] },
      rows: {
        'ui:title': '<a.rows>',
        'ui:description': '<a.about>',
        // Keys a template fills in itself (with the row number) stay keys.
        'ui:options': { addLabel: 'a.add', rows: 3 },
        items: { value: { 'ui:help': '<a.help>' } },
      },
    });
  });
});
