import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { CustomValidator } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useCloseGuard } from '@/components/use-close-guard';
import type { FormDefinition } from './form-definition';
import { EntityForm } from './entity-form';
import type { ChoicesState } from './widgets/choice/choices';

interface FormDrawerProps<Form> {
  title: string;
  description?: string;
  idPrefix: string;
  form: FormDefinition;
  initial: Form;
  submitting: boolean;
  onSubmit: (data: Form) => void;
  onClose: () => void;
  choices?: ChoicesState;
  submitLabel?: string;
  customValidate?: CustomValidator<Form>;
}

export function FormDrawer<Form>({
  title,
  description,
  idPrefix,
  form,
  initial,
  submitting,
  onSubmit,
  onClose,
  choices,
  submitLabel,
  customValidate,
}: FormDrawerProps<Form>) {
  const { t } = useTranslation();
  const formId = `${idPrefix}-form`;
  const closeGuard = useCloseGuard({ onClose, submitting });
  return (
    <Drawer.Root
      open
      size="md"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      {...closeGuard.rootProps}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content {...closeGuard.contentProps}>
            {/* One above the other: side by side, a long description squeezes the title to a word a line. */}
            <Drawer.Header flexDirection="column" alignItems="stretch" gap="1">
              <Drawer.Title>{title}</Drawer.Title>
              {description && <Drawer.Description color="fg.muted">{description}</Drawer.Description>}
            </Drawer.Header>
            <Drawer.Body>
              <EntityForm<Form>
                id={formId}
                idPrefix={idPrefix}
                form={form}
                initial={initial}
                submitting={submitting}
                onSubmit={(data) => {
                  closeGuard.onSubmitted();
                  onSubmit(data);
                }}
                choices={choices}
                customValidate={customValidate}
              />
            </Drawer.Body>
            <Drawer.Footer>
              <Drawer.ActionTrigger asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Drawer.ActionTrigger>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={submitting}
                loadingText={submitLabel ?? t('forms.save')}
              >
                {submitLabel ?? t('forms.save')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {closeGuard.guard}
    </Drawer.Root>
  );
}
