import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETER, DEFAULT_PARAMETER_NAME, parametersToRows, rowsToParameters } from './parameters';

describe('rowsToParameters', () => {
  it('always holds the default string property', () => {
    expect(rowsToParameters([])).toEqual({
      type: 'object',
      properties: { [DEFAULT_PARAMETER_NAME]: DEFAULT_PARAMETER },
      required: [],
    });
    expect(DEFAULT_PARAMETER.type).toBe('string');
  });

  it('turns each row into a property and lists the required ones once', () => {
    expect(
      rowsToParameters([
        { name: ' email ', type: 'string', description: ' E-mail. ', required: true },
        { name: 'count', type: 'number', description: 'How many.' },
        { name: 'email', type: 'string', description: 'Again.', required: true },
        { name: 'meta', type: 'object', description: 'Extra.' },
      ]),
    ).toEqual({
      type: 'object',
      properties: {
        query: DEFAULT_PARAMETER,
        email: { type: 'string', description: 'Again.' },
        count: { type: 'number', description: 'How many.' },
        meta: { type: 'object', description: 'Extra.' },
      },
      required: ['email'],
    });
  });

  it('keeps what the form does not show of a stored property whose kind did not change', () => {
    const previous = {
      type: 'object' as const,
      properties: {
        born: { type: 'string' as const, format: 'date', description: 'Old.' },
        visits: { type: 'integer' as const, description: 'Old.' },
        kind: { type: 'string' as const, enum: ['a', 'b'] },
      },
      required: [],
    };
    expect(
      rowsToParameters(
        [
          { name: 'born', type: 'string', description: 'Birth date.' },
          { name: 'visits', type: 'number', description: 'Visits.' },
          { name: 'kind', type: 'boolean', description: 'Now a flag.' },
        ],
        previous,
      ).properties,
    ).toEqual({
      query: DEFAULT_PARAMETER,
      born: { type: 'string', format: 'date', description: 'Birth date.' },
      visits: { type: 'integer', description: 'Visits.' },
      kind: { type: 'boolean', description: 'Now a flag.' },
    });
  });
});

describe('parametersToRows', () => {
  it('leaves out the default property but keeps a user-defined one of the same name', () => {
    expect(
      parametersToRows({
        type: 'object',
        properties: { query: DEFAULT_PARAMETER, flag: { type: 'boolean', description: 'On.' } },
        required: [],
      }),
    ).toEqual([{ name: 'flag', type: 'boolean', description: 'On.', required: false }]);
    expect(
      parametersToRows({ type: 'object', properties: { query: { type: 'string', description: 'Words.' } } }),
    ).toEqual([{ name: 'query', type: 'string', description: 'Words.', required: false }]);
  });

  it('shows an integer as a number and a missing description as empty', () => {
    expect(
      parametersToRows({ type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] }),
    ).toEqual([{ name: 'n', type: 'number', description: '', required: true }]);
    expect(parametersToRows(undefined)).toEqual([]);
  });
});
