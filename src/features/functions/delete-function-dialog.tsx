import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentFunction } from './function-types';

interface DeleteFunctionDialogProps {
  fn: AgentFunction | undefined;
  open: boolean;
  deleting: boolean;
  onConfirm: (fn: AgentFunction) => void;
  onClose: () => void;
}

export function DeleteFunctionDialog({ fn, open, deleting, onConfirm, onClose }: DeleteFunctionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !deleting) onClose();
      }}
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('functions.deleteDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('functions.deleteDialog.body', { name: fn?.name ?? '' })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={deleting}>
                {t('functions.deleteDialog.cancel')}
              </Button>
              <Button
                colorPalette="red"
                loading={deleting}
                loadingText={t('functions.deleteDialog.confirm')}
                onClick={() => fn && onConfirm(fn)}
              >
                {t('functions.deleteDialog.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('functions.dialog.close')} disabled={deleting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
