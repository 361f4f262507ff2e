import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseGuard } from './use-close-guard';

export interface FormDialogProps {
  onClose: () => void;
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  destructive?: boolean;
  width?: string;
  dirty?: boolean;
  children: ReactNode;
}

export function FormDialogView({
  onClose,
  title,
  submitLabel,
  submitting,
  onSubmit,
  destructive = false,
  width = '28rem',
  dirty,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const closeGuard = useCloseGuard({ onClose, submitting, dirty });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // React events bubble through portals: a dialog opened from inside another form must not
    // submit that form too.
    event.stopPropagation();
    if (submitting) return;
    closeGuard.onSubmitted();
    onSubmit();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={destructive ? 'alertdialog' : 'dialog'}
      placement="center"
      {...closeGuard.rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={width} maxW="calc(100vw - 2rem)" {...closeGuard.contentProps}>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                {children}
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('common.cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette={destructive ? 'red' : 'brand'}
                  loading={submitting}
                  loadingText={submitLabel}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {closeGuard.guard}
    </Dialog.Root>
  );
}
