import { createErrorHandler, type CustomValidator, type FormValidation } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '@/forms/form-drawer';
import { testzoneScenarioForm, testzoneScenarioGradedForm } from '@/forms/registry.gen';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import { gradingForm, incompleteCriteria, type GradedScenarioForm } from './grading-model';
import { emptyScenarioForm, toScenarioForm, type Scenario } from './scenario-model';

// The scenario's form, apart from the screen that opens it: the form runtime (RJSF, the precompiled
// validators and the forms' schemas) loads when the drawer first opens, not with the screen.

export interface ScenarioDrawerProps {
  /** The scenario edited; null for a new one. */
  scenario: Scenario | null;
  /** The server takes success criteria and repeats (the graded runs proposal). */
  graded: boolean;
  choices: ChoicesState;
  submitting: boolean;
  onSubmit: (form: GradedScenarioForm) => void;
  onClose: () => void;
}

export function ScenarioDrawer({ scenario, graded, ...props }: ScenarioDrawerProps) {
  const { t } = useTranslation();
  const validateCriteria: CustomValidator<GradedScenarioForm> = (form, errors) => {
    for (const { index, field } of incompleteCriteria(form ?? {})) {
      const row = errors.criteria?.[index] as
        Partial<Record<typeof field, FormValidation<unknown>>> | undefined;
      if (!row) continue;
      // RJSF builds handlers only for keys the data holds, and a row not typed in yet lacks the field.
      const slot = (row[field] ??= createErrorHandler<unknown>(undefined));
      slot.addError(t(`testzone.validation.criterion${field === 'value' ? 'Value' : 'Text'}`));
    }
    return errors;
  };
  return (
    <FormDrawer<GradedScenarioForm>
      title={t(scenario ? 'testzone.editTitle' : 'testzone.createTitle')}
      idPrefix="testzone-scenario"
      form={graded ? testzoneScenarioGradedForm : testzoneScenarioForm}
      initial={
        scenario
          ? { ...toScenarioForm(scenario), ...(graded ? gradingForm(scenario) : {}) }
          : emptyScenarioForm()
      }
      customValidate={graded ? validateCriteria : undefined}
      {...props}
    />
  );
}
