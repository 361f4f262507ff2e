import { useQuery } from '@tanstack/react-query';
import { $api } from '@/api/queries';
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
