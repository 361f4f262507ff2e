import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { agentChoiceLabel } from '@/components/agent-status';
import { FormDrawer } from '@/forms/form-drawer';
import { knowledgeFileForm } from '@/forms/registry.gen';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import type { Agent } from '@/api/models/schemas';
import { fileForm, type KnowledgeFileForm, type LibraryRow } from './knowledge-library-model';

interface Props {
  row: LibraryRow;
  agents: { data: readonly Agent[] | undefined; isError: boolean };
  submitting: boolean;
  onSave: (form: KnowledgeFileForm) => void;
  onClose: () => void;
}

export function KnowledgeFileDrawer({ row, agents, submitting, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const choices = useMemo((): ChoicesState => {
    if (agents.isError) return { state: 'error' };
    if (!agents.data) return { state: 'loading' };
    return {
      state: 'ready',
      choices: {
        agent: agents.data.map((agent) => ({ value: agent.id, label: agentChoiceLabel(t, agent) })),
      },
    };
  }, [agents.data, agents.isError, t]);
  return (
    <FormDrawer<KnowledgeFileForm>
      title={t('knowledge.library.edit.title')}
      description={t('knowledge.library.edit.description', { name: row.fileName })}
      idPrefix="knowledge-file"
      form={knowledgeFileForm}
      initial={fileForm(row)}
      choices={choices}
      submitting={submitting}
      onSubmit={onSave}
      onClose={onClose}
    />
  );
}
