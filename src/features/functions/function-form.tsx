import { useState } from 'react';
import { functionForms } from '@/forms/function-forms';
import { ThemedForm } from '@/forms/themed-form';
import { useFormTexts } from '@/forms/use-form-texts';
import { applyFormChange } from './form-change';
import { readFormData, type FunctionFormData } from './function-form-data';

interface FunctionFormProps {
  id: string;
  value: FunctionFormData;
  onChange: (value: FunctionFormData) => void;
  onSubmit: (value: FunctionFormData) => void;
  disabled?: boolean;
}

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
