// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { callCorrectionForm } from '@/forms/registry.gen';
import { contractPaths, requestExamples, requestProblems, responseExample } from '@/test/contract';
import { canReschedule, leadChoices, toCallUpdate, toCorrectionForm } from './call-correction';
import type { Call } from '@/api/models/schemas';

let calls: Call[] = [];

beforeAll(async () => {
  await contractPaths();
  const example = (await responseExample('post', '/calls/fetch')) as { data: { data: Call[] } };
  calls = example.data.data;
}, 60_000);

const find = (status: Call['status']) => {
  const call = calls.find((row) => row.status === status && row.lead !== null);
  if (!call) throw new Error(`no ${status} call in the example`);
  return call;
};

describe('correcting a call', () => {
  const { validator, schema } = callCorrectionForm;
  const sent = (body: unknown) => requestProblems('put', '/calls/{id}', body);

  it("starts from the call as stored, a form the form's own rules accept", () => {
    for (const call of calls) {
      expect(validator.isValid(schema, toCorrectionForm(call), schema), call.id).toBe(true);
    }
    expect(toCorrectionForm(find('queued'))).toHaveProperty('scheduledAt');
    expect(toCorrectionForm(find('completed'))).not.toHaveProperty('scheduledAt');
  });

  it("accepts the contract's request example and refuses a summary past 2000 characters", async () => {
    const [example] = await requestExamples('put', '/calls/{id}');
    expect(validator.isValid(schema, example, schema)).toBe(true);
    expect(validator.isValid(schema, { summary: 'x'.repeat(2001) }, schema)).toBe(false);
  });

  it('sends only what changed, in a body the contract accepts, and nothing when nothing did', async () => {
    const call = find('completed');
    expect(toCallUpdate(call, toCorrectionForm(call))).toBeNull();
    const body = toCallUpdate(call, {
      ...toCorrectionForm(call),
      summary: '  Booked, then moved to Friday.  ',
      outcome: 'appointment_rescheduled',
    });
    expect(body).toEqual({ summary: 'Booked, then moved to Friday.', outcome: 'appointment_rescheduled' });
    expect(await sent(body)).toBeNull();
  });

  it('unlinks the contact with null, links another by its id', async () => {
    const call = find('completed');
    const { lead: _lead, ...withoutContact } = toCorrectionForm(call);
    const unlinked = toCallUpdate(call, withoutContact);
    expect(unlinked).toEqual({ lead: null });
    expect(await sent(unlinked)).toBeNull();
    const other = toCallUpdate(call, { ...toCorrectionForm(call), lead: '6650a1f2c3d4e5f633330005' });
    expect(other).toEqual({ lead: '6650a1f2c3d4e5f633330005' });
  });

  it('reschedules a queued call only, as an instant in UTC', async () => {
    const queued = find('queued');
    expect(canReschedule(queued)).toBe(true);
    const moved = toCallUpdate(queued, {
      ...toCorrectionForm(queued),
      scheduledAt: '2026-12-01T17:30:00.000Z',
    });
    expect(moved).toEqual({ scheduledAt: '2026-12-01T17:30:00.000Z' });
    expect(await sent(moved)).toBeNull();
    // The same instant written another way is no change.
    const same = new Date(queued.scheduledAt ?? '').toISOString();
    expect(toCallUpdate(queued, { ...toCorrectionForm(queued), scheduledAt: same })).toBeNull();

    const done = find('completed');
    expect(canReschedule(done)).toBe(false);
    expect(
      toCallUpdate(done, { ...toCorrectionForm(done), scheduledAt: '2026-12-01T17:30:00.000Z' }),
    ).toBeNull();
  });

  it('leaves an outcome or sentiment emptied in the form as it was (the contract has no null for them)', () => {
    const call = find('completed');
    const { outcome: _outcome, sentiment: _sentiment, ...rest } = toCorrectionForm(call);
    expect(toCallUpdate(call, rest)).toBeNull();
  });

  it('offers the contacts by name and number, in alphabetical order', () => {
    const lead = (id: string, firstName: string, lastName: string, phone: string) =>
      ({ id, firstName, lastName, phone }) as components['schemas']['Lead'];
    expect(
      leadChoices([lead('b', 'Tom', 'Becker', '+16505550143'), lead('a', 'Aisha', 'Khan', '+14155550176')]),
    ).toEqual([
      { value: 'a', label: 'Aisha Khan (+14155550176)' },
      { value: 'b', label: 'Tom Becker (+16505550143)' },
    ]);
  });
});
