import { agentChoiceLabel } from '@/components/agent-status';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAgents } from './schedule-queries';

export function AgentSwitcher({
  agentId,
  onChange,
}: {
  agentId: string;
  onChange: (agentId: string) => void;
}) {
  const { t } = useTranslation();
  const query = useAgents();
  const agents = query.data?.data ?? [];
  const known = agents.some((agent) => agent.id === agentId);

  return (
    <Field.Root w={{ base: 'full', sm: '18rem' }} disabled={query.isPending}>
      <Field.Label>{t('schedule.agent')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={agentId} onChange={(event) => onChange(event.currentTarget.value)}>
          {!known && <option value={agentId}>{query.isPending ? t('common.loading') : agentId}</option>}
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agentChoiceLabel(t, agent)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
