import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { DEFAULT_SCENARIO_PAGE_SIZE, scenarioPageQuery } from '@/features/testzone/testzone-queries';
import { TestzoneScreen } from '@/features/testzone/testzone-screen';

export const Route = createFileRoute('/_app/_guarded/testzone')({
  staticData: { screen: 'testzone' },
  loader: ({ context }) =>
    loadQueries(context.queryClient, [scenarioPageQuery(0, DEFAULT_SCENARIO_PAGE_SIZE)]),
  component: TestzoneScreen,
});
