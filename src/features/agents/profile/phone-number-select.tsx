import { Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/session/session-store';
import { agentDidsQuery, agentListQuery, didsQuery, useAssignNumber } from '../agents-queries';
import type { Agent } from '../agent-types';
import { assignableDids, inboundDidOf, numberOptions, numbersHeldByOthers } from '../did-options';
import { agentVersionsQuery } from '../versions/versions-queries';

// With versions (proposal) and a live version, the number is the draft's: the field shows it, and
// says which number callers reach the agent on until it is published. Otherwise a number answers at
// once, and the field shows the one that does.
export function PhoneNumberSelect({ agent }: { agent: Agent }) {
  const { t } = useTranslation();
  const user = useUser();
  const reserved = useQuery({ ...didsQuery(), select: (response) => response.data.data });
  const routed = useQuery({
    ...agentDidsQuery(agent.id),
    select: (response) => inboundDidOf(response.data, agent.id),
  });
  const versions = useQuery(agentVersionsQuery(agent.id));
  const versioned = versions.data != null;
  const drafted = versions.data != null && versions.data.live !== null;
  // Where drafts hold numbers, a number another agent's draft holds is not free either.
  const held = useQuery({
    ...agentListQuery(),
    select: (response) => numbersHeldByOthers(response.data, agent.id),
    enabled: versioned,
  });
  const { assign, pending } = useAssignNumber(agent.id);

  const live = routed.data ?? null;
  const draftId = drafted ? (agent.inboundNumber ?? null) : (live?.id ?? null);
  const current = drafted ? (reserved.data?.find((did) => did.id === draftId) ?? null) : live;
  const assignable = assignableDids(reserved.data ?? [], user.company, agent.id, held.data);
  const options = numberOptions(assignable, current);
  const failed = reserved.isError || routed.isError || held.isError;
  const waiting =
    reserved.isPending || routed.isPending || versions.isPending || (versioned && held.isPending);
  const note =
    drafted && !waiting && (live?.id ?? null) !== draftId
      ? live
        ? t('agents.editor.numberLive', { number: live.number })
        : t('agents.editor.numberLiveNone')
      : null;

  return (
    <Field.Root invalid={failed} disabled={waiting || pending}>
      <Field.Label>{t('agents.editor.phoneNumber')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={draftId ?? ''}
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
      {note && <Field.HelperText>{note}</Field.HelperText>}
      {failed && <Field.ErrorText>{t('agents.editor.numbersFailed')}</Field.ErrorText>}
    </Field.Root>
  );
}
