import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { CustomValidator } from '@rjsf/utils';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from './form-definition';
import { EntityForm } from './entity-form';
import type { ChoicesState } from './widgets/choice/choices';

interface InlineFormProps<Form> {
  /** The card's heading (an h2: a section of the screen or tab). */
  title: string;
  description?: string;
  /** The form element's id prefix (unique on the screen). */
  idPrefix: string;
  form: FormDefinition;
  /** The form's data when it is first drawn; what is typed afterwards stays (remount with a `key` to reset). */
  initial: Form;
  submitting: boolean;
  onSubmit: (data: Form) => void;
  /** The server's choices for the form's `choice` fields. */
  choices?: ChoicesState;
  /** Rules the schema cannot say (two fields that must match); the errors are already texts. */
  customValidate?: CustomValidator<Form>;
  /** The submit button's text; "Save" when left out. */
  submitLabel?: string;
  /** Read-only facts shown above the form. */
  children?: ReactNode;
}

/**
 * A forms/ pair drawn by RJSF in a card of the screen (the same form as `FormDrawer`'s, inline) with
 * its Save button. Errors show when Save is pressed, then follow the typing; the first wrong field
 * takes the focus. What is typed is kept whatever the server answers; the form and its button are
 * disabled while saving.
 */
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
