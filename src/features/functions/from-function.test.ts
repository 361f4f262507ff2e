// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems } from '@/test/contract';
import { fromFunction } from './from-function';
import type { AgentFunction } from './function-types';
import { DEFAULT_PARAMETER } from './parameters';
import { toFunctionInput } from './to-function-input';

const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const record = { agentId: AGENT, createdAt: '2026-02-03T17:40:02Z', updatedAt: '2026-02-03T17:40:02Z' };

const endCall: AgentFunction = {
  ...record,
  id: '6650a1f2c3d4e5f6dddd0001',
  name: 'end_call',
  description: "End the call once the caller's request is handled.",
  type: 0,
};
const checkCalendar: AgentFunction = {
  ...record,
  id: '6650a1f2c3d4e5f6dddd0002',
  name: 'check_availability',
  description: 'Check free appointment slots.',
  type: 1,
  api_key: 'cal_live_3f9a7c2e51b84d06a1e7',
  event_type: '1482301',
  time_zone: 'America/Los_Angeles',
  parameters: {
    type: 'object',
    properties: { date: { type: 'string', format: 'date' } },
    required: ['date'],
  },
};
const transfer: AgentFunction = {
  ...record,
  id: '6650a1f2c3d4e5f6dddd0004',
  name: 'transfer_to_front_desk',
  description: 'Transfer the caller to the front desk.',
  type: 3,
  transfer_number: '+14155550111',
};
const custom: AgentFunction = {
  ...record,
  id: '6650a1f2c3d4e5f6dddd0005',
  name: 'lookup_patient_balance',
  description: 'Look up the open balance of a patient.',
  type: 4,
  http_method: 'GET',
  end_point: 'https://api.brightsmile-dental.com/v1/patients/balance',
  timeout: 5000,
  headers: { Accept: 'application/json', 'X-API-Key': 'bsd_live_5b1e9c0a7d2f4e83' },
  parameters: {
    type: 'object',
    properties: {
      phone: { type: 'string', description: "Caller's phone number in E.164 format." },
      visits: { type: 'integer', description: 'Number of visits.' },
      query: DEFAULT_PARAMETER,
    },
    required: ['phone'],
  },
};

beforeAll(async () => {
  await contractPaths();
}, 60_000);

describe('fromFunction', () => {
  it('reads End Call', () => {
    expect(fromFunction(endCall)).toEqual({ name: endCall.name, description: endCall.description, type: 0 });
  });

  it('reads a calendar function with its key, event type and time zone', () => {
    expect(fromFunction(checkCalendar)).toEqual({
      name: 'check_availability',
      description: 'Check free appointment slots.',
      type: 1,
      api_key: 'cal_live_3f9a7c2e51b84d06a1e7',
      event_type: '1482301',
      time_zone: 'America/Los_Angeles',
    });
  });

  it('reads Transfer Call with its number', () => {
    expect(fromFunction(transfer)).toMatchObject({ type: 3, transfer_number: '+14155550111' });
  });

  it('reads a custom function: header rows, parameter rows without the default property', () => {
    expect(fromFunction(custom)).toEqual({
      name: 'lookup_patient_balance',
      description: 'Look up the open balance of a patient.',
      type: 4,
      http_method: 'GET',
      end_point: 'https://api.brightsmile-dental.com/v1/patients/balance',
      timeout: 5000,
      headers: [
        { name: 'Accept', value: 'application/json' },
        { name: 'X-API-Key', value: 'bsd_live_5b1e9c0a7d2f4e83' },
      ],
      parameters: [
        {
          name: 'phone',
          type: 'string',
          description: "Caller's phone number in E.164 format.",
          required: true,
        },
        { name: 'visits', type: 'number', description: 'Number of visits.', required: false },
      ],
    });
  });

  it.each([endCall, checkCalendar, transfer, custom])(
    'round-trips $name into a body the contract accepts',
    async (fn) => {
      const body = toFunctionInput(AGENT, fromFunction(fn), fn);
      expect(await requestProblems('put', '/function/{id}', body)).toBeNull();
      expect(body).toMatchObject({ agentId: AGENT, name: fn.name, type: fn.type });
    },
  );

  it('round-trips a custom function back to the same stored schema and headers', () => {
    const body = toFunctionInput(AGENT, fromFunction(custom), custom);
    expect(body).toEqual({
      agentId: AGENT,
      name: 'lookup_patient_balance',
      description: 'Look up the open balance of a patient.',
      type: 4,
      http_method: 'GET',
      end_point: 'https://api.brightsmile-dental.com/v1/patients/balance',
      timeout: 5000,
      headers: { Accept: 'application/json', 'X-API-Key': 'bsd_live_5b1e9c0a7d2f4e83' },
      parameters: {
        type: 'object',
        properties: {
          query: DEFAULT_PARAMETER,
          phone: { type: 'string', description: "Caller's phone number in E.164 format." },
          // The form shows an integer as a number; the save keeps it an integer.
          visits: { type: 'integer', description: 'Number of visits.' },
        },
        required: ['phone'],
      },
    });
  });
});
