import { Box, Field, Text } from '@chakra-ui/react';
import { errorId, helpId, type FieldTemplateProps } from '@rjsf/utils';

const unique = (items: string[]): string[] => [...new Set(items.filter(Boolean))];

/**
 * Every field of a form. A plain field is a Chakra `Field.Root` whose control id is RJSF's field
 * id, so the label's `for`, the input's id and RJSF's focus-on-error all name the same element
 * (the trap of @rjsf/chakra-ui, ARCHITECTURE.md), and the input is described by its help and error
 * texts. Objects and arrays draw their own fieldset; only their own errors are added here.
 */
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
