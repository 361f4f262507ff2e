import { Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/session/session-store';
import { didsQuery, useAssignNumber } from './agents-queries';
import type { Agent } from './agent-types';
import { assignableDids, currentDidId } from './did-options';

export function PhoneNumberSelect({ agent }: { agent: Agent }) {
  const { t } = useTranslation();
  const user = useUser();
  const query = useQuery({ ...didsQuery(), select: (response) => response.data.data });
  const { assign, pending } = useAssignNumber(agent.id);
  const dids = query.data ?? [];
  const current = currentDidId(dids, agent);
  const options = assignableDids(dids, user.company, agent.id);
  // The number the agent has shows even if it is no longer one that could be chosen.
  const currentDid = dids.find((did) => did.id === current);
  if (currentDid && !options.includes(currentDid)) options.unshift(currentDid);

  return (
    <Field.Root invalid={query.isError} disabled={query.isPending || pending}>
      <Field.Label>{t('agents.editor.phoneNumber')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={currentDid ? currentDid.id : ''}
          onChange={(event) => void assign(dids, current, event.target.value || null)}
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
      {query.isError && <Field.ErrorText>{t('agents.editor.numbersFailed')}</Field.ErrorText>}
    </Field.Root>
  );
}
