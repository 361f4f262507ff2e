import { useQuery } from '@tanstack/react-query';
import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '@/components/dialog-loading';
import { notify } from '@/components/toaster';
import { todayIn } from '@/components/date-time-input/calendar-date';
import type { FormDefinition } from '@/forms/form-definition';
import { FormDrawer } from '@/forms/form-drawer';
import { campaignWithRulesForm } from '@/forms/registry.gen';
import { campaignFormWithDates, withDateWidgets } from './campaign-form';
import {
  campaignToForm,
  crossFieldError,
  emptyCampaignForm,
  formToInput,
  DEFAULT_TIME_ZONE,
  type Campaign,
  type CampaignFormData,
  type CampaignInput,
} from './campaign-model';
import {
  lockedRules,
  overLimits,
  RULE_FIELDS,
  rulesFormToBodies,
  withRulesForm,
  type CampaignRules,
  type CampaignRulesFormData,
  type CampaignRulesState,
} from './campaign-rules-model';
import { campaignRulesQuery } from './campaigns-queries';
import { useCampaignChoices } from './use-campaign-choices';

export interface CampaignDrawerProps {
  campaign?: Campaign;
  submitting: boolean;
  onSave: (body: CampaignInput, rules?: CampaignRules) => void;
  onClose: () => void;
}

// The rules a status locks are drawn disabled, saying why; the concurrency says the server's limit.
function rulesForm(state: CampaignRulesState, concurrencyHelp: string): FormDefinition {
  const base = withDateWidgets(campaignWithRulesForm);
  const ui: UiSchema = { ...base.uiSchema };
  const field = (name: string, extra: UiSchema) => {
    ui[name] = { ...(ui[name] as UiSchema), ...extra };
  };
  field('maxConcurrentCalls', { 'ui:help': concurrencyHelp });
  for (const rule of lockedRules(state))
    for (const name of RULE_FIELDS[rule])
      field(name, { 'ui:disabled': true, 'ui:help': 'campaignRules.form.lockedHelp' });
  return { ...base, uiSchema: ui };
}

export function CampaignDrawer({ campaign, submitting, onSave, onClose }: CampaignDrawerProps) {
  const { t } = useTranslation();
  const { choices } = useCampaignChoices(campaign?.schedule.timeZone);
  const rules = useQuery(campaignRulesQuery(campaign?.id ?? null));
  // A failed read of the rules leaves the campaign's own fields editable, as without rules.
  const state = rules.data ?? null;
  const max = state?.limits.maxConcurrentCalls ?? 1;
  const concurrencyHelp = t('campaignRules.form.maxConcurrentCallsHelp', { max });
  const form = useMemo(
    () => (state ? rulesForm(state, concurrencyHelp) : campaignFormWithDates),
    [state, concurrencyHelp],
  );
  if (rules.isPending) return <DialogLoading label={t('common.loading')} onCancel={onClose} />;

  const base = campaign ? campaignToForm(campaign) : emptyCampaignForm(todayIn(DEFAULT_TIME_ZONE));
  const initial: CampaignFormData | CampaignRulesFormData = state ? withRulesForm(base, state.rules) : base;
  const toSave = (
    data: CampaignFormData | CampaignRulesFormData,
  ): { refused: string } | { campaign: CampaignInput; rules?: CampaignRules } => {
    const rule = crossFieldError(data);
    if (rule) return { refused: rule };
    const body = state ? rulesFormToBodies(data, state.rules, campaign) : formToInput(data, campaign);
    if (!body) return { refused: 'campaigns.validation.startDate' };
    return 'rules' in body ? body : { campaign: body };
  };
  const submit = (data: CampaignFormData | CampaignRulesFormData) => {
    const saving = toSave(data);
    if ('refused' in saving) notify('error', t(saving.refused));
    else onSave(saving.campaign, saving.rules);
  };
  const validateLimits: CustomValidator<CampaignRulesFormData> = (data, errors) => {
    if (!state) return errors;
    for (const { field, max } of overLimits(data ?? {}, state))
      errors[field]?.addError(t(`campaignRules.validation.${field}Limit`, { max }));
    return errors;
  };
  return (
    <FormDrawer<CampaignFormData | CampaignRulesFormData>
      title={t(campaign ? 'campaigns.editTitle' : 'campaigns.createTitle')}
      description={rules.isError ? t('campaignRules.unavailable') : (state?.lockedReason ?? undefined)}
      idPrefix="campaign"
      form={form}
      initial={initial}
      choices={choices}
      submitting={submitting}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={campaign ? undefined : t('campaigns.create')}
      customValidate={
        state ? (validateLimits as CustomValidator<CampaignFormData | CampaignRulesFormData>) : undefined
      }
    />
  );
}
