// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignWithRules as validateForm } from '@/forms/validators.gen';
import { contractPaths, requestProblems } from '@/test/contract';
import { emptyCampaignForm } from './campaign-model';
import {
  lockedRules,
  overLimits,
  RULE_FIELDS,
  rulesFormToBodies,
  withRulesForm,
  type CampaignRulesState,
} from './campaign-rules-model';

const state: CampaignRulesState = {
  rules: {
    maxConcurrentCalls: 2,
    retries: 2,
    retryDelayMinutes: 1440,
    retryOn: ['no-answer', 'busy'],
    timeZoneSource: 'contact',
    stopRule: { enabled: true, failurePercent: 50, lastCalls: 20 },
  },
  limits: { maxConcurrentCalls: 10, maxRetries: 10 },
  editable: ['maxConcurrentCalls', 'timeZoneSource'],
  lockedReason: 'The campaign is running.',
};

const filled = () => ({
  ...withRulesForm(emptyCampaignForm('2026-12-07'), state.rules),
  name: 'Rules',
  agent: '6650a1f2c3d4e5f6bbbb0002',
  group: '6650a1f2c3d4e5f644440001',
  callerNumber: '+14155550124',
});

beforeAll(async () => {
  await contractPaths();
}, 60_000);

describe('campaign rules in the campaign form', () => {
  it('maps the rules to form fields and back, the attempts following the retries', async () => {
    const form = { ...filled(), maxConcurrentCalls: 2, retries: 3, stopEnabled: false };
    expect(validateForm(form)).toBe(true);
    const bodies = rulesFormToBodies(form, state.rules);
    expect(bodies?.rules).toEqual({
      ...state.rules,
      retries: 3,
      retryOn: ['busy', 'no-answer'],
      stopRule: { enabled: false, failurePercent: 50, lastCalls: 20 },
    });
    expect(bodies?.campaign).toMatchObject({ maxAttempts: 4, retryDelayMinutes: 1440 });
    expect(await requestProblems('put', '/campaigns/{id}/rules', bodies?.rules)).toBeNull();
    expect(await requestProblems('post', '/campaigns/', bodies?.campaign)).toBeNull();
  });

  it('refuses 11 retries in the form, and what passes the server limits', () => {
    expect(validateForm({ ...filled(), retries: 11 })).toBe(false);
    expect(overLimits({ ...filled(), maxConcurrentCalls: 11 }, state)).toEqual([
      { field: 'maxConcurrentCalls', max: 10 },
    ]);
    expect(overLimits(filled(), state)).toEqual([]);
  });

  it('names the fields of the rules a running campaign locks', () => {
    const locked = lockedRules(state);
    expect(locked).toEqual(['retries', 'retryDelayMinutes', 'retryOn', 'stopRule']);
    expect(locked.flatMap((rule) => RULE_FIELDS[rule])).toContain('stopLastCalls');
  });
});
