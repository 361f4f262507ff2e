import { useTranslation } from 'react-i18next';
import { notify } from '@/components/toaster';
import { todayIn } from '@/components/date-time-input/calendar-date';
import { FormDrawer } from '@/forms/form-drawer';
import { campaignFormWithDates } from './campaign-form';
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
import { useCampaignChoices } from './use-campaign-choices';

export interface CampaignDrawerProps {
  campaign?: Campaign;
  submitting: boolean;
  onSave: (body: CampaignInput) => void;
  onClose: () => void;
}

export function CampaignDrawer({ campaign, submitting, onSave, onClose }: CampaignDrawerProps) {
  const { t } = useTranslation();
  const { choices } = useCampaignChoices(campaign?.schedule.timeZone);
  const initial = campaign ? campaignToForm(campaign) : emptyCampaignForm(todayIn(DEFAULT_TIME_ZONE));
  const submit = (form: CampaignFormData) => {
    const rule = crossFieldError(form);
    const body = rule ? null : formToInput(form, campaign);
    if (!body) {
      notify('error', t(rule ?? 'campaigns.validation.startDate'));
      return;
    }
    onSave(body);
  };
  return (
    <FormDrawer<CampaignFormData>
      title={t(campaign ? 'campaigns.editTitle' : 'campaigns.createTitle')}
      idPrefix="campaign"
      form={campaignFormWithDates}
      initial={initial}
      choices={choices}
      submitting={submitting}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={campaign ? undefined : t('campaigns.create')}
    />
  );
}
