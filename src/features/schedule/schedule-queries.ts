import { useQuery } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import type { DateRange } from './schedule-range';

/** The spec's default time zone, used until (or when) the user's preference says otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/** The user's preferences: the board's time zone is one of them. */
export const preferenceQuery = () => $api.queryOptions('get', '/get_preference/');

/** The agents of the company, for choosing whose schedule to show. */
export const agentsQuery = () => $api.queryOptions('get', '/agents');

/** The agent's booked slots over the range, in the time zone. */
export const agentCalendarQuery = (agentId: string, range: DateRange, timeZone: string) =>
  $api.queryOptions('get', '/agents/{id}/calendar/', {
    params: { path: { id: agentId }, query: { start: range.start, end: range.end, timeZone } },
  });

/**
 * The time zone of the board: the user's saved preference, else America/Los_Angeles. `ready` is
 * false while the preference loads, so that the calendar is read once, in the right zone.
 */
export function useScheduleTimeZone(): { timeZone: string; ready: boolean } {
  const query = useQuery(preferenceQuery());
  const preferred = query.data?.data.timeZone.trim();
  return { timeZone: preferred || DEFAULT_TIME_ZONE, ready: !query.isPending };
}

export const useAgents = () => useQuery(agentsQuery());

export function useAgentCalendar(agentId: string, range: DateRange, timeZone: string, enabled: boolean) {
  return useQuery({ ...agentCalendarQuery(agentId, range, timeZone), enabled });
}
