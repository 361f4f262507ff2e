import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  onClose: () => void;
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  /** A confirmation of something that cannot be undone (delete): an alert dialog, red button. */
  destructive?: boolean;
  children: ReactNode;
}

/**
 * A modal form of the agent list: a title, the fields, Cancel and the action. It is open while
 * mounted (the screen mounts it for one agent at a time), so each opening starts afresh.
 */
export function FormDialog({
  onClose,
  title,
  submitLabel,
  submitting,
  onSubmit,
  destructive = false,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={destructive ? 'alertdialog' : 'dialog'}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="28rem" maxW="calc(100vw - 2rem)">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                {children}
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('agents.dialog.cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette={destructive ? 'red' : 'brand'} loading={submitting}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('agents.dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
