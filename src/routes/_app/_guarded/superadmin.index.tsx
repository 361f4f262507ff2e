import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { CatalogueOverview } from '@/features/catalogue/catalogue-overview';
import { catalogueListQuery, forSuperAdmin } from '@/features/catalogue/catalogue-queries';
import { catalogue } from '@/features/catalogue/registry';

export const Route = createFileRoute('/_app/_guarded/superadmin/')({
  staticData: { screen: 'superadmin' },
  loader: ({ context }) =>
    loadQueries(context.queryClient, forSuperAdmin(catalogue.map(({ entry }) => catalogueListQuery(entry)))),
  component: CatalogueOverview,
});
