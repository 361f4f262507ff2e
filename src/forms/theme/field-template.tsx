import { Box, Field, Text } from '@chakra-ui/react';
import { errorId, helpId, type FieldTemplateProps } from '@rjsf/utils';

const unique = (items: string[]): string[] => [...new Set(items.filter(Boolean))];

// The control's id is RJSF's field id, so the label, the input and focus-on-error name one element
// (the @rjsf/chakra-ui trap, ARCHITECTURE.md).
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors = [], rawHelp, rawDescription, hidden, hideError } = props;
  const { required, displayLabel, schema, disabled, readonly } = props;
  if (hidden) return <Box display="none">{children}</Box>;
  const errors = hideError ? [] : unique(rawErrors);

  if (schema.type === 'object' || schema.type === 'array') {
    return (
      <Box>
        {children}
        {errors.length > 0 && (
          <Text id={errorId(id)} color="fg.error" textStyle="sm" mt="1">
            {errors.join(' ')}
          </Text>
        )}
      </Box>
    );
  }

  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId(id), helperText: helpId(id) }}
      invalid={errors.length > 0}
      required={required}
      disabled={disabled}
      readOnly={readonly}
    >
      {displayLabel && (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      {displayLabel && rawDescription && (
        <Text textStyle="xs" color="fg.muted">
          {rawDescription}
        </Text>
      )}
      {children}
      {rawHelp && <Field.HelperText>{rawHelp}</Field.HelperText>}
      <Field.ErrorText>{errors.join(' ')}</Field.ErrorText>
    </Field.Root>
  );
}
