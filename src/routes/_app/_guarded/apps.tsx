import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { catalogueQuery, integrationsQuery } from '@/features/apps/apps-queries';
import { AppsScreen } from '@/features/apps/apps-screen';
import { getUser } from '@/lib/session/session-store';

export const Route = createFileRoute('/_app/_guarded/apps')({
  staticData: { screen: 'apps' },
  loader: ({ context }) => {
    const companyId = getUser().company;
    loadQueries(context.queryClient, [catalogueQuery(companyId), integrationsQuery(companyId)]);
  },
  component: AppsScreen,
});
