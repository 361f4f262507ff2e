import { Alert } from '@chakra-ui/react';
import { DataImport, type DataImportProps } from './data-import';
import { InfoDialog } from '../info-dialog';

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
  return (
    <InfoDialog title={title} onClose={onClose} width="60rem" scrollInside>
      {notice && (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{notice}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <DataImport {...props} onDone={onClose} headingLevel={3} />
    </InfoDialog>
  );
}
