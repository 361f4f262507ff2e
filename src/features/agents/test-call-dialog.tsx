import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '@/components/info-dialog';
import { PhoneIcon } from './agent-icons';
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

export function TestCallButton({ agent }: { agent: { id: string; name: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <PhoneIcon />
        {t('agents.testCall.open')}
      </Button>
      {open && <TestCallDialog agent={agent} onClose={() => setOpen(false)} />}
    </>
  );
}
