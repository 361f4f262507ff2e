import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '@/forms/form-definition';
import { campaignForm } from '@/forms/registry.gen';
import { CampaignDateWidget } from './campaign-date-widget';

const ui = campaignForm.uiSchema;
const withDate = (field: string): UiSchema => ({
  ...(ui[field] as UiSchema),
  'ui:widget': CampaignDateWidget,
  'ui:label': false,
});

export const campaignFormWithDates: FormDefinition = {
  ...campaignForm,
  uiSchema: { ...ui, startDate: withDate('startDate'), endDate: withDate('endDate') },
};
