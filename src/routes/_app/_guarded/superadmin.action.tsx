import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { catalogueListQuery, forSuperAdmin } from '@/features/catalogue/catalogue-queries';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { actionEntry } from '@/features/catalogue/registry/action';

export const Route = createFileRoute('/_app/_guarded/superadmin/action')({
  staticData: { screen: 'superadminAction' },
  loader: ({ context }) => loadQueries(context.queryClient, forSuperAdmin([catalogueListQuery(actionEntry)])),
  component: () => <CatalogueScreen entry={actionEntry} />,
});
