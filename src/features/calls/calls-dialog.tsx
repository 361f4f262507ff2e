import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface CallsDialogProps {
  onClose: () => void;
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  /** A confirmation of something that cannot be undone (delete): an alert dialog, red button. */
  destructive?: boolean;
  children: ReactNode;
}

/** A modal of the calls screen, open while mounted: a title, its body, Cancel and the action. */
export function CallsDialog({
  onClose,
  title,
  submitLabel,
  submitting,
  onSubmit,
  destructive = false,
  children,
}: CallsDialogProps) {
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
          <Dialog.Content width="30rem" maxW="calc(100vw - 2rem)">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                {children}
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('calls.dialog.cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette={destructive ? 'red' : 'brand'} loading={submitting}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('calls.dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
