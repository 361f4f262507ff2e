import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { catalogueListQuery, forSuperAdmin } from '@/features/catalogue/catalogue-queries';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { templateEntry } from '@/features/catalogue/registry/template';
import { TemplateSelection } from '@/features/catalogue/templates/template-selection';

export const Route = createFileRoute('/_app/_guarded/superadmin/agents')({
  staticData: { screen: 'superadminAgents' },
  loader: ({ context }) =>
    loadQueries(context.queryClient, forSuperAdmin([catalogueListQuery(templateEntry)])),
  component: () => (
    <CatalogueScreen entry={templateEntry} rowActions={(row) => <TemplateSelection template={row} />} />
  ),
});
