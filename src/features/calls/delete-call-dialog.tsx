import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';

export interface DeleteCallDialogProps {
  callId: string;
  label: string;
  onClose: () => void;
  submitting: boolean;
  onDelete: (id: string) => Promise<boolean>;
}

export function DeleteCallDialog({ callId, label, onClose, submitting, onDelete }: DeleteCallDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      width="30rem"
      onClose={onClose}
      title={t('calls.delete.title')}
      submitLabel={t('calls.delete.confirm')}
      submitting={submitting}
      destructive
      onSubmit={() => {
        void onDelete(callId).then((ok) => {
          if (ok) onClose();
        });
      }}
    >
      <Text fontWeight="semibold">{label}</Text>
      <Text>{t('calls.delete.body')}</Text>
    </FormDialog>
  );
}
