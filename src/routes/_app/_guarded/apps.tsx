import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { catalogueQuery, integrationsQuery } from '@/features/apps/apps-queries';
import { AppsScreen } from '@/features/apps/apps-screen';
import { lazyNamed } from '@/lib/lazy-named';
import { getUser, useUser } from '@/lib/session/session-store';

// Only the super administrator draws the catalogue, and its forms: staff do not load them.
const loadAdmin = () => import('@/features/catalogue/app-catalogue-admin');
const AppCatalogueAdmin = lazyNamed(loadAdmin, 'AppCatalogueAdmin');

function AppsRoute() {
  return useUser().isSuperAdmin ? <AppCatalogueAdmin /> : <AppsScreen />;
}

export const Route = createFileRoute('/_app/_guarded/apps')({
  // The loader stays in the first chunk: its reads start with the navigation (ARCHITECTURE.md).
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  staticData: { screen: 'apps' },
  loader: ({ context }) => {
    const user = getUser();
    if (user.isSuperAdmin) {
      void loadAdmin().then(({ appCatalogueQueries }) =>
        loadQueries(context.queryClient, appCatalogueQueries()),
      );
      return;
    }
    loadQueries(context.queryClient, [catalogueQuery(user.company), integrationsQuery(user.company)]);
  },
  component: AppsRoute,
});
