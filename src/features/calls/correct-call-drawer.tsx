import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '@/forms/form-definition';
import { FormDrawer } from '@/forms/form-drawer';
import { callCorrectionForm } from '@/forms/registry.gen';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import { canReschedule, leadChoices, toCorrectionForm, type CorrectionForm } from './call-correction';
import { type Call, leadChoicesQuery, useCorrectCall } from './calls-queries';

// The same schema (its precompiled validator is bound to it), with the reschedule field hidden for a
// call that no longer waits in the queue.
const correctionOnly: FormDefinition = {
  ...callCorrectionForm,
  uiSchema: { ...callCorrectionForm.uiSchema, scheduledAt: { 'ui:widget': 'hidden' } },
};

export interface CorrectCallDrawerProps {
  call: Call;
  label: string;
  onClose: () => void;
}

export function CorrectCallDrawer({ call, label, onClose }: CorrectCallDrawerProps) {
  const { t } = useTranslation();
  const { correct, pending } = useCorrectCall();
  const leads = useQuery({ ...leadChoicesQuery(), select: (response) => leadChoices(response.data) });
  const choices: ChoicesState = leads.isSuccess
    ? { state: 'ready', choices: { lead: leads.data } }
    : { state: leads.isError ? 'error' : 'loading' };
  const queued = canReschedule(call);
  return (
    <FormDrawer<CorrectionForm>
      title={t('calls.correct.title')}
      description={t(queued ? 'calls.correct.queuedDescription' : 'calls.correct.description', {
        call: label,
      })}
      idPrefix="call-correction"
      form={queued ? callCorrectionForm : correctionOnly}
      initial={toCorrectionForm(call)}
      submitting={pending}
      onSubmit={(form) => {
        void correct(call, form).then((saved) => {
          if (saved) onClose();
        });
      }}
      onClose={onClose}
      choices={choices}
      submitLabel={t('calls.correct.submit')}
    />
  );
}
