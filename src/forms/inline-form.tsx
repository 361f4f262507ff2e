import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { CustomValidator } from '@rjsf/utils';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from './form-definition';
import { EntityForm } from './entity-form';
import type { ChoicesState } from './widgets/choice/choices';

interface InlineFormProps<Form> {
  title: string;
  description?: string;
  idPrefix: string;
  form: FormDefinition;
  initial: Form;
  submitting: boolean;
  onSubmit: (data: Form) => void;
  choices?: ChoicesState;
  customValidate?: CustomValidator<Form>;
  submitLabel?: string;
  children?: ReactNode;
}

export function InlineForm<Form>({
  title,
  description,
  idPrefix,
  form,
  initial,
  submitting,
  onSubmit,
  choices,
  customValidate,
  submitLabel,
  children,
}: InlineFormProps<Form>) {
  const { t } = useTranslation();
  const headingId = useId();
  const formId = `${idPrefix}-form`;
  const label = submitLabel ?? t('forms.save');
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Stack gap="1">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" textStyle="sm">
              {description}
            </Text>
          )}
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {children}
          <EntityForm<Form>
            id={formId}
            idPrefix={idPrefix}
            form={form}
            initial={initial}
            submitting={submitting}
            onSubmit={onSubmit}
            choices={choices}
            customValidate={customValidate}
          />
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        {/* While saving, a spinner beside the same text: the button keeps its accessible name. */}
        <Button type="submit" form={formId} colorPalette="brand" loading={submitting} loadingText={label}>
          {label}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
