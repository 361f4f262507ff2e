import { agentChoiceLabel } from '@/components/agent-status';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import { timeSlots } from '@/components/date-time-input/time-slots';
import { named, WEEK_DAYS } from './campaign-model';
import { RETRY_OUTCOMES } from './campaign-rules-model';
import { agentsQuery, callerNumbersQuery, groupsQuery } from './campaigns-queries';
import { timeZoneChoices } from '@/lib/time-zones';

export function useCampaignChoices(keepZone?: string) {
  const { t } = useTranslation();
  const agents = useQuery(agentsQuery());
  const groups = useQuery(groupsQuery());
  const dids = useQuery(callerNumbersQuery());
  const groupList = useMemo(() => named(groups.data?.data ?? []), [groups.data]);
  const choices = useMemo((): ChoicesState => {
    if (agents.isError || groups.isError || dids.isError) return { state: 'error' };
    if (!agents.data || !groups.data || !dids.data) return { state: 'loading' };
    const numbers = dids.data.data.data
      .filter((did) => did.status === 'Assigned')
      .map((did) => ({ value: did.number, label: did.number }));
    const slots = timeSlots().map((slot) => ({ value: slot, label: slot }));
    return {
      state: 'ready',
      choices: {
        agent: agents.data.data.map((agent) => ({
          value: agent.id,
          label: agentChoiceLabel(t, agent),
        })),
        group: groupList,
        callerNumber: numbers,
        timeZone: timeZoneChoices(keepZone ? [keepZone] : []),
        daysOfWeek: WEEK_DAYS.map((day) => ({ value: day, label: t(`campaigns.days.${day}`) })),
        windowStart: slots,
        windowEnd: slots,
        retryOn: RETRY_OUTCOMES.map((outcome) => ({
          value: outcome,
          label: t(`campaignRules.outcome.${outcome}`),
        })),
      },
    };
  }, [
    agents.isError,
    groups.isError,
    dids.isError,
    agents.data,
    groups.data,
    dids.data,
    groupList,
    keepZone,
    t,
  ]);
  return { choices };
}
