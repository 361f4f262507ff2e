import { Alert, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataImport, type DataImportProps } from './data-import';

export interface DataImportDialogProps extends Omit<DataImportProps, 'onDone' | 'headingLevel'> {
  /** The dialog's title, e.g. "Import call rates". */
  title: string;
  /** Closes the dialog (Escape, the close button, or Done after an import). */
  onClose: () => void;
  /** A warning to read before importing (e.g. that the import replaces what is there). */
  notice?: string;
}

/**
 * {@link DataImport} in a modal dialog. Open while mounted (a screen mounts it when the person
 * asks to import), so each opening starts afresh.
 */
export function DataImportDialog({ title, onClose, notice, ...props }: DataImportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="60rem" maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {notice && (
                <Alert.Root status="warning" mb="4">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description>{notice}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              <DataImport {...props} onDone={onClose} headingLevel={3} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
