import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { messageErrors, uiNodeForProperty } from './error-messages';

const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key}(${JSON.stringify(params)})` : key;

const ui = {
  name: { 'ui:messages': { required: 'Name please', pattern: 'Name please' } },
  url: { 'ui:messages': { required: 'URL please', '*': 'Valid URL please' } },
  rows: { items: { value: { 'ui:messages': { dependencies: 'Value please' } } } },
};

const error = (property: string, name: string, params: object = {}): RJSFValidationError => ({
  property,
  name,
  params,
  message: `ajv says ${name}`,
  stack: `${property} ajv says ${name}`,
});

describe('uiNodeForProperty', () => {
  it('walks array indexes through items', () => {
    expect(uiNodeForProperty(ui, '.rows.3.value')).toBe(ui.rows.items.value);
    expect(uiNodeForProperty(ui, '.missing.deeper')).toBeUndefined();
  });
});

describe('messageErrors', () => {
  it('uses the message of the keyword, else of *, and replaces the stack too', () => {
    const [required, format] = messageErrors([error('.url', 'required'), error('.url', 'format')], ui, t);
    expect(required).toMatchObject({ message: 'URL please', stack: 'URL please', property: '.url' });
    expect(format?.message).toBe('Valid URL please');
  });

  it('finds messages of array rows', () => {
    expect(messageErrors([error('.rows.0.value', 'dependencies')], ui, t)[0]?.message).toBe('Value please');
  });

  it('falls back to general messages', () => {
    const errors = messageErrors(
      [error('.other', 'required'), error('.other', 'maxLength', { limit: 64 }), error('.other', 'type')],
      ui,
      t,
    );
    expect(errors.map((e) => e.message)).toEqual([
      'forms.errors.required',
      'forms.errors.maxLength({"limit":64})',
      'forms.errors.invalid',
    ]);
  });

  it('keeps one of two errors of a field with the same message', () => {
    const errors = messageErrors(
      [error('.url', 'format'), error('.url', 'pattern'), error('.name', 'pattern')],
      ui,
      t,
    );
    expect(errors.map((e) => `${e.property ?? ''} ${e.message ?? ''}`)).toEqual([
      '.url Valid URL please',
      '.name Name please',
    ]);
  });
});
