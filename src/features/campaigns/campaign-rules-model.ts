import type { components } from '@/api/schema.gen';
import type { Campaign, CampaignFormData, CampaignInput } from './campaign-model';
import { formToInput } from './campaign-model';

export type CampaignRules = components['schemas']['CampaignRules'];
export type CampaignRulesState = components['schemas']['CampaignRulesState'];
export type RuleName = CampaignRulesState['editable'][number];
export type RetryOutcome = CampaignRules['retryOn'][number];
export type CampaignAttempts = components['schemas']['CampaignAttempts'];
export type ContactProgress = components['schemas']['CampaignContactProgress'];

export const RETRY_OUTCOMES: readonly RetryOutcome[] = ['busy', 'no-answer', 'voicemail', 'failed'];

// The rules are flat fields of the campaign form; `maxAttempts` gives way to `retries`.
export interface CampaignRulesFormData extends Omit<CampaignFormData, 'maxAttempts'> {
  maxConcurrentCalls?: number;
  retries?: number;
  retryOn?: RetryOutcome[];
  timeZoneSource?: CampaignRules['timeZoneSource'];
  stopEnabled?: boolean;
  stopFailurePercent?: number;
  stopLastCalls?: number;
}

// Each rule and the form fields it is drawn with.
export const RULE_FIELDS: Readonly<Record<RuleName, readonly (keyof CampaignRulesFormData)[]>> = {
  maxConcurrentCalls: ['maxConcurrentCalls'],
  retries: ['retries'],
  retryDelayMinutes: ['retryDelayMinutes'],
  retryOn: ['retryOn'],
  timeZoneSource: ['timeZoneSource'],
  stopRule: ['stopEnabled', 'stopFailurePercent', 'stopLastCalls'],
};

export const lockedRules = (state: CampaignRulesState): RuleName[] =>
  (Object.keys(RULE_FIELDS) as RuleName[]).filter((rule) => !state.editable.includes(rule));

export function withRulesForm(form: CampaignFormData, rules: CampaignRules): CampaignRulesFormData {
  const { maxAttempts: _attempts, ...rest } = form;
  return {
    ...rest,
    maxConcurrentCalls: rules.maxConcurrentCalls,
    retries: rules.retries,
    retryDelayMinutes: rules.retryDelayMinutes,
    retryOn: RETRY_OUTCOMES.filter((outcome) => rules.retryOn.includes(outcome)),
    timeZoneSource: rules.timeZoneSource,
    stopEnabled: rules.stopRule.enabled,
    stopFailurePercent: rules.stopRule.failurePercent,
    stopLastCalls: rules.stopRule.lastCalls,
  };
}

export function formToRules(form: CampaignRulesFormData, before: CampaignRules): CampaignRules {
  return {
    maxConcurrentCalls: form.maxConcurrentCalls ?? before.maxConcurrentCalls,
    retries: form.retries ?? before.retries,
    retryDelayMinutes: form.retryDelayMinutes ?? before.retryDelayMinutes,
    retryOn: RETRY_OUTCOMES.filter((outcome) => (form.retryOn ?? before.retryOn).includes(outcome)),
    timeZoneSource: form.timeZoneSource ?? before.timeZoneSource,
    // A stop rule switched off keeps its figures for when it is switched on again.
    stopRule: {
      enabled: form.stopEnabled ?? before.stopRule.enabled,
      failurePercent: form.stopFailurePercent ?? before.stopRule.failurePercent,
      lastCalls: form.stopLastCalls ?? before.stopRule.lastCalls,
    },
  };
}

// The campaign's own attempts and delay follow the rules, as the server keeps them.
export function rulesFormToBodies(
  form: CampaignRulesFormData,
  before: CampaignRules,
  current?: Campaign,
): { campaign: CampaignInput; rules: CampaignRules } | null {
  const rules = formToRules(form, before);
  const campaign = formToInput({ ...form, maxAttempts: rules.retries + 1 }, current);
  return campaign ? { campaign: { ...campaign, retryDelayMinutes: rules.retryDelayMinutes }, rules } : null;
}

/** The server's limits, which the form's schema cannot know. */
export function overLimits(
  form: CampaignRulesFormData,
  state: CampaignRulesState,
): { field: 'maxConcurrentCalls' | 'retries'; max: number }[] {
  const over: { field: 'maxConcurrentCalls' | 'retries'; max: number }[] = [];
  if (
    typeof form.maxConcurrentCalls === 'number' &&
    form.maxConcurrentCalls > state.limits.maxConcurrentCalls
  )
    over.push({ field: 'maxConcurrentCalls', max: state.limits.maxConcurrentCalls });
  if (typeof form.retries === 'number' && form.retries > state.limits.maxRetries)
    over.push({ field: 'retries', max: state.limits.maxRetries });
  return over;
}
