import type { CustomValidator } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { FormDefinition } from './form-definition';
import { ThemedForm } from './themed-form';
import { useFormTexts } from './use-form-texts';
import { withChoices, type ChoicesState } from './widgets/choice/choices';

export interface EntityFormProps<Form> {
  /** The form element's id: the submit button outside it names it (`form=`). */
  id: string;
  /** The fields' id prefix (unique on the screen). */
  idPrefix: string;
  form: FormDefinition;
  /** The data when first drawn; what is typed afterwards stays (remount with a `key` to reset). */
  initial: Form;
  submitting: boolean;
  onSubmit: (data: Form) => void;
  /** The server's choices for the form's `choice` fields (a plan, agents…). */
  choices?: ChoicesState;
  /** Rules the schema cannot say (two fields that must match); the errors are already texts. */
  customValidate?: CustomValidator<Form>;
}

const noChoices: ChoicesState = { state: 'ready', choices: {} };

/**
 * A forms/ pair drawn by RJSF with the console's texts, as every entity form behaves: errors show
 * when the form is sent, then follow the typing; the first wrong field takes the focus; the fields
 * are disabled while saving and keep what was typed whatever the server answers. Its submit
 * button lives with its container (a drawer's footer, a card's).
 */
export function EntityForm<Form>({
  id,
  idPrefix,
  form,
  initial,
  submitting,
  onSubmit,
  choices = noChoices,
  customValidate,
}: EntityFormProps<Form>) {
  const texts = useFormTexts(form.uiSchema);
  const { transformErrors } = texts;
  const uiSchema = useMemo(() => withChoices(texts.uiSchema, choices), [texts.uiSchema, choices]);
  const [data, setData] = useState<Form>(initial);
  const [submitted, setSubmitted] = useState(false);
  return (
    <ThemedForm
      id={id}
      idPrefix={idPrefix}
      schema={form.schema}
      validator={form.validator}
      uiSchema={uiSchema}
      formData={data}
      onChange={(event) => setData(event.formData as Form)}
      onSubmit={(event) => {
        setSubmitted(true);
        onSubmit(event.formData as Form);
      }}
      onError={() => setSubmitted(true)}
      customValidate={customValidate}
      transformErrors={transformErrors}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError
      liveValidate={submitted ? 'onChange' : undefined}
      disabled={submitting}
    />
  );
}
