import { Alert } from '@chakra-ui/react';
import { DataImport, type DataImportProps } from './data-import';
import { InfoDialog } from '../info-dialog';

export interface DataImportDialogProps extends Omit<DataImportProps, 'onDone' | 'headingLevel'> {
  title: string;
  onClose: () => void;
  notice?: string;
}

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
