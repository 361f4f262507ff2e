import { agentChoiceLabel } from '@/components/agent-status';
import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { ErrorState, LoadingState } from '@/components/query-states';
import type { Voice } from './voice-filters';
import { agentsQuery, useApplyVoice } from './voice-library-queries';

export function ApplyVoiceDialog({ voice, onClose }: { voice: Voice; onClose: () => void }) {
  const { t } = useTranslation();
  const agents = useQuery({ ...agentsQuery(), select: (r) => r.data });
  const { apply, applying } = useApplyVoice();
  const [agentId, setAgentId] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    const agent = agents.data?.find((entry) => entry.id === agentId);
    if (!agent) {
      setMissing(true);
      return;
    }
    if (await apply(agent.id, agent.name, voice)) onClose();
  };

  let body;
  if (agents.data) {
    body =
      agents.data.length === 0 ? (
        <Text>{t('voiceLibrary.apply.noAgents')}</Text>
      ) : (
        <Field.Root required invalid={missing}>
          <Field.Label>{t('voiceLibrary.apply.agent')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={agentId}
              onChange={(event) => {
                setAgentId(event.target.value);
                setMissing(false);
              }}
            >
              <option value="">{t('voiceLibrary.apply.choose')}</option>
              {agents.data.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.voice === voice.id
                    ? t('voiceLibrary.apply.current', { agent: agentChoiceLabel(t, agent) })
                    : agentChoiceLabel(t, agent)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{t('voiceLibrary.apply.agentRequired')}</Field.ErrorText>
        </Field.Root>
      );
  } else if (agents.isError) {
    body = (
      <ErrorState
        message={errorMessage(agents.error, t('voiceLibrary.apply.agentsFailed'))}
        onRetry={() => void agents.refetch()}
      />
    );
  } else {
    body = <LoadingState />;
  }

  return (
    <FormDialog
      title={t('voiceLibrary.apply.title', { name: voice.name })}
      submitLabel={t('voiceLibrary.apply.confirm')}
      submitting={applying}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {body}
    </FormDialog>
  );
}
