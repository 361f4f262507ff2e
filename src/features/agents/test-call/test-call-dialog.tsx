import { useTranslation } from 'react-i18next';
import { InfoDialog } from '@/components/info-dialog';
import { TestCallForm } from './test-call-form';

export function TestCallDialog({
  agent,
  onClose,
}: {
  agent: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <InfoDialog title={t('agents.testCall.dialogTitle', { name: agent.name })} onClose={onClose} closeButton>
      <TestCallForm agentId={agent.id} />
    </InfoDialog>
  );
}
