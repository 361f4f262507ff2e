// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { campaign as validateForm } from '@/forms/validators.gen';
import { contractPaths, requestExamples, requestProblems } from '@/test/contract';
import { emptyCampaignForm, formToInput, type CampaignInput } from './campaign-model';
import { checkScheduleCall } from './schedule-call';

beforeAll(async () => {
  await contractPaths();
}, 60_000);

describe('the campaign payloads against the contract', () => {
  it('a form-valid campaign maps to a valid POST /campaigns/ and PUT /campaigns/{id} body', async () => {
    const form = {
      ...emptyCampaignForm('2026-11-23'),
      name: 'Spring check-ups',
      agent: '6650a1f2c3d4e5f6bbbb0002',
      group: '6650a1f2c3d4e5f644440001',
      callerNumber: '+14155550124',
      endDate: '2026-12-04',
    };
    expect(validateForm(form)).toBe(true);
    const body = formToInput(form);
    expect(await requestProblems('post', '/campaigns/', body)).toBeNull();
    expect(await requestProblems('put', '/campaigns/{id}', body)).toBeNull();
  });

  it('the contract create example names a caller number', async () => {
    const [example] = (await requestExamples('post', '/campaigns/')) as CampaignInput[];
    expect(example).toBeDefined();
    expect(example?.callerNumber).toMatch(/^\+/);
  });

  it('a scheduled call body fits POST /campaigns/schedule_call', async () => {
    const check = checkScheduleCall(
      { leadId: '6650a1f2c3d4e5f633330003', when: '2030-12-15T10:30', timeZone: 'America/New_York' },
      new Date('2026-11-21T08:00:00Z'),
    );
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const body = { campaignId: '6650a1f2c3d4e5f622220001', leadId: check.leadId, at: check.at };
    expect(await requestProblems('post', '/campaigns/schedule_call', body)).toBeNull();
  });
});
