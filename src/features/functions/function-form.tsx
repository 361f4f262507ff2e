import { useState } from 'react';
import { functionForms } from '@/forms/function-forms';
import { ThemedForm } from '@/forms/themed-form';
import { useFormTexts } from '@/forms/use-form-texts';
import { applyFormChange } from './form-change';
import { readFormData, type FunctionFormData } from './function-form-data';

interface FunctionFormProps {
  /** The id of the form element, for a submit button outside it (`form=`). */
  id: string;
  value: FunctionFormData;
  onChange: (value: FunctionFormData) => void;
  /** Called with the data once it passed validation. */
  onSubmit: (value: FunctionFormData) => void;
  disabled?: boolean;
}

/**
 * The function form, drawn by RJSF from forms/ with the schema of the chosen type (the schema
 * switches with the type; what was typed for another type stays in the data). Errors show when
 * Save is pressed, then follow the typing; the first wrong field takes the focus.
 */
export function FunctionForm({ id, value, onChange, onSubmit, disabled = false }: FunctionFormProps) {
  const definition = functionForms[value.type];
  const { uiSchema, transformErrors } = useFormTexts(definition.uiSchema);
  const [submitted, setSubmitted] = useState(false);
  return (
    <ThemedForm
      id={id}
      idPrefix="function"
      schema={definition.schema}
      validator={definition.validator}
      uiSchema={uiSchema}
      formData={value}
      onChange={(event) => onChange(applyFormChange(value, readFormData(event.formData)))}
      onSubmit={(event) => {
        setSubmitted(true);
        onSubmit(readFormData(event.formData));
      }}
      // Handling errors here also keeps RJSF from logging them to the console.
      onError={() => setSubmitted(true)}
      transformErrors={transformErrors}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError
      liveValidate={submitted ? 'onChange' : undefined}
      disabled={disabled}
    />
  );
}
