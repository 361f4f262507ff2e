import { describe, expect, it } from 'vitest';
import { fromParameterSchema, parameterNames, toParameterSchema } from './feature-parameters';

const bookAppointment = {
  type: 'object',
  properties: {
    date: { type: 'string', description: 'YYYY-MM-DD.' },
    jobType: { type: 'string', enum: ['Roof Repair', 'Inspection'] },
    guests: { type: 'integer' },
  },
  required: ['date', 'jobType'],
};

describe('feature parameters', () => {
  it('lists a JSON Schema as rows, with the required ones marked and the choices as text', () => {
    expect(fromParameterSchema(bookAppointment)).toEqual([
      { name: 'date', type: 'string', description: 'YYYY-MM-DD.', required: true },
      { name: 'jobType', type: 'string', options: 'Roof Repair, Inspection', required: true },
      { name: 'guests', type: 'integer', required: false },
    ]);
  });

  it('gives back the same schema after a round trip', () => {
    expect(toParameterSchema(fromParameterSchema(bookAppointment))).toEqual(bookAppointment);
  });

  it('builds the schema from trimmed rows and drops blank names and choices', () => {
    expect(
      toParameterSchema([
        { name: ' phone ', type: 'string', description: '  E.164 number. ', required: true },
        { name: '   ', type: 'string' },
        { name: 'count', type: 'integer', options: '1, 2.5, x, 3', required: false },
        { name: 'vip', type: 'boolean', options: 'yes, no' },
        { name: 'size', type: 'number', options: '1.5, , 2' },
      ]),
    ).toEqual({
      type: 'object',
      properties: {
        phone: { type: 'string', description: 'E.164 number.' },
        count: { type: 'integer', enum: [1, 3] },
        vip: { type: 'boolean' },
        size: { type: 'number', enum: [1.5, 2] },
      },
      required: ['phone'],
    });
  });

  it('sends an empty object schema when there are no parameters', () => {
    expect(toParameterSchema(undefined)).toEqual({ type: 'object', properties: {} });
    expect(toParameterSchema([])).toEqual({ type: 'object', properties: {} });
  });

  it('keeps the last of two rows of one name', () => {
    expect(
      toParameterSchema([
        { name: 'date', type: 'string', required: true },
        { name: 'date', type: 'integer', required: false },
      ]),
    ).toEqual({ type: 'object', properties: { date: { type: 'integer' } } });
  });

  it('reads what is not a schema as no parameters, and an unknown type as text', () => {
    expect(fromParameterSchema(null)).toEqual([]);
    expect(fromParameterSchema({ type: 'object' })).toEqual([]);
    expect(fromParameterSchema({ properties: { when: { type: 'date' }, x: 'odd' } })).toEqual([
      { name: 'when', type: 'string', required: false },
      { name: 'x', type: 'string', required: false },
    ]);
    expect(parameterNames(bookAppointment)).toEqual(['date', 'jobType', 'guests']);
  });
});
