import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { agentsQuery, preferenceQuery } from '@/features/schedule/schedule-queries';
import { ScheduleScreen } from '@/features/schedule/schedule-screen';
import { scheduleSearch } from '@/features/schedule/schedule-search';

export const Route = createFileRoute('/_app/_guarded/agent/schedule_board')({
  validateSearch: scheduleSearch,
  staticData: { screen: 'agentScheduleBoard' },
  // The calendar waits for the time zone of the preferences: these two come first.
  loader: ({ context }) => loadQueries(context.queryClient, [preferenceQuery(), agentsQuery()]),
  component: ScheduleBoardRoute,
});

function ScheduleBoardRoute() {
  return <ScheduleScreen search={Route.useSearch()} />;
}
