import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from './registry';
import { ThemedForm } from './themed-form';
import { useFormTexts } from './use-form-texts';
import { withChoices, type ChoicesState } from './widgets/choice/choices';

interface FormDrawerProps<Form> {
  title: string;
  /** The form element's id prefix (unique per entity). */
  idPrefix: string;
  form: FormDefinition;
  initial: Form;
  submitting: boolean;
  onSubmit: (data: Form) => void;
  onClose: () => void;
  /** The server's choices for the form's `choice` fields (a plan, agents…). */
  choices?: ChoicesState;
  /** The submit button's text; "Save" when left out. */
  submitLabel?: string;
}

const noChoices: ChoicesState = { state: 'ready', choices: {} };

/**
 * A create/edit drawer: a forms/ pair drawn by RJSF (the catalogue's entities, contacts). Errors show when Save is
 * pressed, then follow the typing; the first wrong field takes the focus. Open while mounted.
 */
export function FormDrawer<Form>({
  title,
  idPrefix,
  form,
  initial,
  submitting,
  onSubmit,
  onClose,
  choices = noChoices,
  submitLabel,
}: FormDrawerProps<Form>) {
  const { t } = useTranslation();
  const texts = useFormTexts(form.uiSchema);
  const { transformErrors } = texts;
  const uiSchema = useMemo(() => withChoices(texts.uiSchema, choices), [texts.uiSchema, choices]);
  const [data, setData] = useState<Form>(initial);
  const [submitted, setSubmitted] = useState(false);
  const formId = `${idPrefix}-form`;
  return (
    <Drawer.Root
      open
      size="md"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <ThemedForm
                id={formId}
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
                transformErrors={transformErrors}
                noHtml5Validate
                showErrorList={false}
                focusOnFirstError
                liveValidate={submitted ? 'onChange' : undefined}
                disabled={submitting}
              />
            </Drawer.Body>
            <Drawer.Footer>
              <Drawer.ActionTrigger asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Drawer.ActionTrigger>
              <Button type="submit" form={formId} colorPalette="brand" loading={submitting}>
                {submitLabel ?? t('forms.save')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
