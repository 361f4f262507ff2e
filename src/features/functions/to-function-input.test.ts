// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems } from '@/test/contract';
import type { FunctionFormData } from './function-form-data';
import type { AgentFunction } from './function-types';
import { CHECK_CALENDAR_PARAMETERS, DEFAULT_PARAMETER, TRANSFER_CALL_PARAMETERS } from './parameters';
import { toFunctionInput } from './to-function-input';

const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const base = { name: ' end_call ', description: ' Hang up politely. ' };

const problems = (body: unknown) => requestProblems('post', '/function', body);

beforeAll(async () => {
  await contractPaths();
}, 60_000);

describe('toFunctionInput', () => {
  it('is checked against a contract that refuses what breaks it', async () => {
    expect(await problems({ agentId: AGENT, name: 'x', description: 'y', type: 3 })).not.toBeNull();
    expect(
      await problems({ agentId: AGENT, name: 'x', description: 'y', type: 3, transfer_number: '0123' }),
    ).not.toBeNull();
  });

  it('sends End Call with only its own fields, trimmed', async () => {
    const body = toFunctionInput(AGENT, { ...base, type: 0, api_key: 'left over', timeout: 5000 });
    expect(body).toEqual({ agentId: AGENT, name: 'end_call', description: 'Hang up politely.', type: 0 });
    expect(await problems(body)).toBeNull();
  });

  it('sends Check Calendar with the date (required) and 24-hour time window schema', async () => {
    const body = toFunctionInput(AGENT, {
      ...base,
      type: 1,
      api_key: ' cal_live_1 ',
      event_type: '1482301',
      time_zone: 'America/New_York',
      transfer_number: '+14155550111',
    });
    expect(body).toEqual({
      agentId: AGENT,
      name: 'end_call',
      description: 'Hang up politely.',
      type: 1,
      api_key: 'cal_live_1',
      event_type: '1482301',
      time_zone: 'America/New_York',
      parameters: CHECK_CALENDAR_PARAMETERS,
    });
    expect(CHECK_CALENDAR_PARAMETERS.required).toEqual(['date']);
    expect(CHECK_CALENDAR_PARAMETERS.properties['date']).toMatchObject({ type: 'string', format: 'date' });
    expect(CHECK_CALENDAR_PARAMETERS.properties['time_start']?.pattern).toBe('^([01]\\d|2[0-3]):[0-5]\\d$');
    expect(CHECK_CALENDAR_PARAMETERS.properties['time_end']?.pattern).toBe('^([01]\\d|2[0-3]):[0-5]\\d$');
    expect(await problems(body)).toBeNull();
  });

  it('leaves an empty time zone out, so the server default applies', async () => {
    const body = toFunctionInput(AGENT, { ...base, type: 1, api_key: 'k', event_type: '1', time_zone: ' ' });
    expect(body).not.toHaveProperty('time_zone');
    expect(await problems(body)).toBeNull();
  });

  it('sends Book Appointment without parameters when new, and keeps those it had when edited', async () => {
    const data: FunctionFormData = { ...base, type: 2, api_key: 'k', event_type: '1', time_zone: 'UTC' };
    const created = toFunctionInput(AGENT, data);
    expect(created).not.toHaveProperty('parameters');
    expect(await problems(created)).toBeNull();

    const previous: AgentFunction = {
      id: '6650a1f2c3d4e5f6dddd0003',
      createdAt: '2026-02-03T17:45:18Z',
      updatedAt: '2026-09-08T20:12:40Z',
      agentId: AGENT,
      name: 'book_appointment',
      description: 'Book the slot.',
      type: 2,
      api_key: 'k',
      event_type: '1',
      parameters: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    };
    const edited = toFunctionInput(AGENT, data, previous);
    expect(edited).toMatchObject({ type: 2, parameters: previous.parameters });
    expect(await requestProblems('put', '/function/{id}', edited)).toBeNull();
  });

  it('sends Transfer Call with its number and an optional reason', async () => {
    const body = toFunctionInput(AGENT, { ...base, type: 3, transfer_number: ' +16505550110 ' });
    expect(body).toEqual({
      agentId: AGENT,
      name: 'end_call',
      description: 'Hang up politely.',
      type: 3,
      transfer_number: '+16505550110',
      parameters: TRANSFER_CALL_PARAMETERS,
    });
    expect(TRANSFER_CALL_PARAMETERS.properties['reason']?.type).toBe('string');
    expect(TRANSFER_CALL_PARAMETERS.required).toEqual([]);
    expect(await problems(body)).toBeNull();
  });

  it('sends a custom function with headers as a map and parameters as an object schema', async () => {
    const body = toFunctionInput(AGENT, {
      ...base,
      type: 4,
      http_method: 'PATCH',
      end_point: ' https://api.brightsmile-dental.com/v1/patients ',
      timeout: 8000,
      headers: [
        { name: ' X-API-Key ', value: ' bsd_live_1 ' },
        {},
        { name: 'Accept', value: '' },
        { name: '', value: 'orphan' },
      ],
      parameters: [
        { name: 'phone', type: 'string', description: 'Phone in E.164.', required: true },
        { name: 'tags', type: 'array', description: 'Labels.', required: false },
        { name: 'is_minor', type: 'boolean', description: 'Under 18.' },
      ],
    });
    expect(body).toEqual({
      agentId: AGENT,
      name: 'end_call',
      description: 'Hang up politely.',
      type: 4,
      http_method: 'PATCH',
      end_point: 'https://api.brightsmile-dental.com/v1/patients',
      timeout: 8000,
      headers: { 'X-API-Key': 'bsd_live_1', 'Content-Type': 'application/json' },
      parameters: {
        type: 'object',
        properties: {
          query: DEFAULT_PARAMETER,
          phone: { type: 'string', description: 'Phone in E.164.' },
          tags: { type: 'array', description: 'Labels.', items: {} },
          is_minor: { type: 'boolean', description: 'Under 18.' },
        },
        required: ['phone'],
      },
    });
    expect(await problems(body)).toBeNull();
  });

  it('always adds the default string property, also without parameters, and GET adds no Content-Type', async () => {
    const body = toFunctionInput(AGENT, {
      ...base,
      type: 4,
      http_method: 'GET',
      end_point: 'https://api.example.com/balance',
      timeout: 5000,
    });
    expect(body).toMatchObject({
      headers: {},
      parameters: { type: 'object', properties: { query: DEFAULT_PARAMETER }, required: [] },
    });
    expect(await problems(body)).toBeNull();
  });

  it('keeps a Content-Type the user chose for POST', async () => {
    const body = toFunctionInput(AGENT, {
      ...base,
      type: 4,
      http_method: 'POST',
      end_point: 'https://api.example.com/forms',
      timeout: 30000,
      headers: [{ name: 'content-type', value: 'application/vnd.api+json' }],
      parameters: [],
    });
    expect(body).toMatchObject({ headers: { 'content-type': 'application/vnd.api+json' } });
    expect(await problems(body)).toBeNull();
  });

  it('lets a parameter named like the default property replace it', async () => {
    const body = toFunctionInput(AGENT, {
      ...base,
      type: 4,
      http_method: 'GET',
      end_point: 'https://api.example.com/search',
      timeout: 1000,
      parameters: [{ name: 'query', type: 'string', description: 'Search words.', required: true }],
    });
    expect(body).toMatchObject({
      parameters: {
        properties: { query: { type: 'string', description: 'Search words.' } },
        required: ['query'],
      },
    });
    expect(await problems(body)).toBeNull();
  });
});
