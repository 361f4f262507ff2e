import { Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/session/session-store';
import { agentDidsQuery, didsQuery, useAssignNumber } from '../agents-queries';
import type { Agent } from '../agent-types';
import { assignableDids, inboundDidOf, numberOptions } from '../did-options';

export function PhoneNumberSelect({ agent }: { agent: Agent }) {
  const { t } = useTranslation();
  const user = useUser();
  const reserved = useQuery({ ...didsQuery(), select: (response) => response.data.data });
  const own = useQuery({
    ...agentDidsQuery(agent.id),
    select: (response) => inboundDidOf(response.data, agent.id),
  });
  const { assign, pending } = useAssignNumber(agent.id);
  const current = own.data ?? null;
  const options = numberOptions(assignableDids(reserved.data ?? [], user.company, agent.id), current);
  const failed = reserved.isError || own.isError;

  return (
    <Field.Root invalid={failed} disabled={reserved.isPending || own.isPending || pending}>
      <Field.Label>{t('agents.editor.phoneNumber')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={current?.id ?? ''}
          onChange={(event) => void assign(event.target.value || null)}
        >
          <option value="">{t('agents.editor.notAssigned')}</option>
          {options.map((did) => (
            <option key={did.id} value={did.id}>
              {did.number}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {failed && <Field.ErrorText>{t('agents.editor.numbersFailed')}</Field.ErrorText>}
    </Field.Root>
  );
}
