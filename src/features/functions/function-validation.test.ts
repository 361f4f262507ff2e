import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageErrors } from '@/forms/error-messages';
import { localizeUiSchema, type Translate } from '@/forms/localize-ui-schema';
import { functionForms } from '@/forms/function-forms';
import en from '../../../public/locales/en/translation.json';
import type { FunctionFormData } from './function-form-data';

// Every validation message of spec §5, as the form shows it (the type's validator, our English texts).
let t: Translate;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  t = (key, params) => i18n.t(key, params);
});

function messages(data: FunctionFormData): Record<string, string[]> {
  const { schema, validator, uiSchema } = functionForms[data.type];
  const localized = localizeUiSchema(uiSchema, t);
  const { errors } = validator.validateFormData(data, schema, undefined, (raw) =>
    messageErrors(raw, localized, t),
  );
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    // A missing property of the root reads `name`, one deeper `.headers.0.value`.
    const property = (error.property ?? '').replace(/^(?!\.)/, '.');
    (result[property] ??= []).push(error.message ?? '');
  }
  return result;
}

const valid = { name: 'fn', description: 'Does things.' };

describe('the function form validation messages', () => {
  it('asks for a name and a description (all types)', () => {
    for (const type of [0, 1, 2, 3, 4] as const) {
      expect(messages({ type })).toMatchObject({
        '.name': ['Please enter a function name'],
        '.description': ['Please enter a description'],
      });
    }
    expect(messages({ type: 0, name: '   ', description: '\n' })).toEqual({
      '.name': ['Please enter a function name'],
      '.description': ['Please enter a description'],
    });
  });

  it('accepts a complete End Call', () => {
    expect(messages({ ...valid, type: 0 })).toEqual({});
  });

  it.each([1, 2] as const)('asks type %s for the calendar API key and event type ID', (type) => {
    expect(messages({ ...valid, type, time_zone: 'America/Los_Angeles' })).toEqual({
      '.api_key': ['Please enter your calendar service API key'],
      '.event_type': ['Please enter the event type ID'],
    });
    expect(messages({ ...valid, type, api_key: ' ', event_type: ' ' })).toEqual({
      '.api_key': ['Please enter your calendar service API key'],
      '.event_type': ['Please enter the event type ID'],
    });
    expect(messages({ ...valid, type, api_key: 'k', event_type: '1' })).toEqual({});
  });

  it('asks Transfer Call for a transfer number in the international pattern', () => {
    expect(messages({ ...valid, type: 3 })).toEqual({
      '.transfer_number': ['Please enter a transfer number'],
    });
    for (const bad of ['0123456', '+0123', '1', '+1234567890123456', '+1 415 555', 'abc']) {
      expect(messages({ ...valid, type: 3, transfer_number: bad }), bad).toEqual({
        '.transfer_number': ['Please enter a valid phone number'],
      });
    }
    for (const good of ['12', '+14155550111', '441234567890', '+123456789012345']) {
      expect(messages({ ...valid, type: 3, transfer_number: good }), good).toEqual({});
    }
  });

  const custom: FunctionFormData = {
    ...valid,
    type: 4,
    http_method: 'POST',
    end_point: 'https://api.example.com/v1/forms',
    timeout: 5000,
    headers: [],
    parameters: [],
  };

  it('accepts a complete custom function', () => {
    expect(messages(custom)).toEqual({});
  });

  it('asks a custom function for a method, an endpoint URL and a timeout', () => {
    expect(messages({ ...valid, type: 4 })).toEqual({
      '.http_method': ['Please select a method'],
      '.end_point': ['Please enter the endpoint URL'],
      '.timeout': ['Please enter a timeout value'],
    });
  });

  it('wants a valid URL', () => {
    for (const bad of [
      'api.example.com',
      'ftp://example.com/x',
      'https://',
      'https://exa mple.com',
      'not a url',
    ]) {
      expect(messages({ ...custom, end_point: bad }), bad).toEqual({
        '.end_point': ['Please enter a valid URL'],
      });
    }
    expect(messages({ ...custom, end_point: 'http://localhost:8080/hook?x=1' })).toEqual({});
  });

  it('wants a timeout from 1000 to 30000 ms in steps of 1000', () => {
    for (const bad of [0, 999, 1500, 30001, 31000, 2500.5]) {
      expect(messages({ ...custom, timeout: bad }), String(bad)).toEqual({
        '.timeout': ['Timeout must be between 1000 and 30000 ms in steps of 1000'],
      });
    }
    for (const good of [1000, 5000, 30000]) expect(messages({ ...custom, timeout: good })).toEqual({});
  });

  it('wants a name and a value for each header row that has either, and ignores empty rows', () => {
    expect(
      messages({
        ...custom,
        headers: [{ name: 'Accept' }, { value: 'application/json' }, {}, { name: 'X-API-Key', value: 'k' }],
      }),
    ).toEqual({ '.headers.0.value': ['Value required'], '.headers.1.name': ['Header name required'] });
  });

  it('wants a name, a type and a description for each parameter', () => {
    expect(
      messages({
        ...custom,
        parameters: [
          { required: false },
          { name: 'ok', type: 'string', description: 'Fine.', required: true },
        ],
      }),
    ).toEqual({
      '.parameters.0.name': ['Missing parameter name'],
      '.parameters.0.type': ['Missing type'],
      '.parameters.0.description': ['Missing description'],
    });
    expect(messages({ ...custom, parameters: [{ name: ' ', type: 'number', description: ' ' }] })).toEqual({
      '.parameters.0.name': ['Missing parameter name'],
      '.parameters.0.description': ['Missing description'],
    });
  });
});
