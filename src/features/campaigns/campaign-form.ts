import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '@/forms/form-definition';
import { campaignForm } from '@/forms/registry.gen';
import { CampaignDateWidget } from './campaign-date-widget';

const withDate = (ui: UiSchema, field: string): UiSchema => ({
  ...(ui[field] as UiSchema),
  'ui:widget': CampaignDateWidget,
  'ui:label': false,
});

export const withDateWidgets = (form: FormDefinition): FormDefinition => ({
  ...form,
  uiSchema: {
    ...form.uiSchema,
    startDate: withDate(form.uiSchema, 'startDate'),
    endDate: withDate(form.uiSchema, 'endDate'),
  },
});

export const campaignFormWithDates: FormDefinition = withDateWidgets(campaignForm);
