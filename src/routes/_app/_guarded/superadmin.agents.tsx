import { createFileRoute } from '@tanstack/react-router';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { templateEntry } from '@/features/catalogue/registry/template';
import { TemplateSelection } from '@/features/catalogue/template-selection';

export const Route = createFileRoute('/_app/_guarded/superadmin/agents')({
  staticData: { screen: 'superadminAgents' },
  component: () => (
    <CatalogueScreen entry={templateEntry} rowActions={(row) => <TemplateSelection template={row} />} />
  ),
});
