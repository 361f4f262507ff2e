import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
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
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = $api.useMutation('post', '/calls/update_event');

  const save = async (body: { callId: string; event: CallEvent }, done: string): Promise<boolean> => {
    try {
      await mutateAsync({ body });
    } catch (error) {
      notify('error', errorMessage(error, t('schedule.edit.failed')));
      return false;
    }
    notify('success', done);
    // Every range of the board may hold the event, before or after a move.
    const calendars = agentCalendarQuery(agentId, { start: '', end: '' }, '').queryKey.slice(0, 2);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: calendars }),
      queryClient.invalidateQueries({ queryKey: agentCallsQuery(agentId).queryKey }),
    ]);
    return true;
  };

  return { save, pending: isPending };
}
