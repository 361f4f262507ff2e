import type { CustomValidator } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { FormDefinition } from './form-definition';
import { ThemedForm } from './themed-form';
import { useFormTexts } from './use-form-texts';
import { withChoices, type ChoicesState } from './widgets/choice/choices';

export interface EntityFormProps<Form> {
  /** The submit button lives outside the form and names it (`form=`). */
  id: string;
  idPrefix: string;
  form: FormDefinition;
  /** Later typing stays whatever the server answers: remount with a `key` to reset. */
  initial: Form;
  submitting: boolean;
  onSubmit: (data: Form) => void;
  choices?: ChoicesState;
  customValidate?: CustomValidator<Form>;
}

const noChoices: ChoicesState = { state: 'ready', choices: {} };

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
