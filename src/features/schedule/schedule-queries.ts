import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { everyRead } from '@/api/reads';
import { succeeded, useApiMutation } from '@/components/use-api-mutation';
import type { CallEvent } from './event-draft';
import type { DateRange } from './schedule-range';

/** The spec's default. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export const preferenceQuery = () => $api.queryOptions('get', '/get_preference/');

export const agentsQuery = () => $api.queryOptions('get', '/agents');

export const agentCalendarQuery = (agentId: string, range: DateRange, timeZone: string) =>
  $api.queryOptions('get', '/agents/{id}/calendar/', {
    params: { path: { id: agentId }, query: { start: range.start, end: range.end, timeZone } },
  });

/** `ready` is false while the preference loads, so that the calendar is read once, in the right zone. */
export function useScheduleTimeZone(): { timeZone: string; ready: boolean } {
  const query = useQuery(preferenceQuery());
  const preferred = query.data?.data.timeZone.trim();
  return { timeZone: preferred || DEFAULT_TIME_ZONE, ready: !query.isPending };
}

export const useAgents = () => useQuery(agentsQuery());

export function useAgentCalendar(agentId: string, range: DateRange, timeZone: string, enabled: boolean) {
  return useQuery({ ...agentCalendarQuery(agentId, range, timeZone), enabled });
}

// The contract's largest page: an agent's events hang on its calls, picked from this list.
export const agentCallsQuery = (agentId: string) =>
  $api.queryOptions('post', '/calls/agent_call_list', { body: { agentId, pageIndex: 0, pageSize: 200 } });

export const useAgentCalls = (agentId: string, enabled = true) =>
  useQuery({ ...agentCallsQuery(agentId), select: (response) => response.data.data, enabled });

export function useUpdateEvent(agentId: string) {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = useApiMutation({
    mutationFn: ({ body }: { body: { callId: string; event: CallEvent }; done: string }) =>
      unwrap(api.POST('/calls/update_event', { body })),
    success: (_answer, { done }) => done,
    failure: t('schedule.edit.failed'),
    serverMessage: 'failure',
    // Every range of the board may hold the event, before or after a move.
    invalidates: [
      everyRead(agentCalendarQuery(agentId, { start: '', end: '' }, '')),
      agentCallsQuery(agentId),
    ],
  });

  const save = (body: { callId: string; event: CallEvent }, done: string): Promise<boolean> =>
    succeeded(mutateAsync({ body, done }));

  return { save, pending: isPending };
}
