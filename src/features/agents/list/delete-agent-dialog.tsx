import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '../agent-types';
import { FormDialog } from '@/components/form-dialog';

export interface DeleteAgentDialogProps {
  agent: Pick<Agent, 'id' | 'name'>;
  onClose: () => void;
  submitting: boolean;
  onDelete: (id: string) => Promise<boolean>;
}

export function DeleteAgentDialog({ agent, onClose, submitting, onDelete }: DeleteAgentDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      onClose={onClose}
      title={t('agents.delete.title', { name: agent.name })}
      submitLabel={t('agents.delete.confirm')}
      submitting={submitting}
      destructive
      onSubmit={() => {
        void onDelete(agent.id).then((ok) => {
          if (ok) onClose();
        });
      }}
    >
      <Text>{t('agents.delete.body')}</Text>
    </FormDialog>
  );
}
