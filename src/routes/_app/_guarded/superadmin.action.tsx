import { createFileRoute } from '@tanstack/react-router';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { actionEntry } from '@/features/catalogue/registry/action';

export const Route = createFileRoute('/_app/_guarded/superadmin/action')({
  staticData: { screen: 'superadminAction' },
  component: () => <CatalogueScreen entry={actionEntry} />,
});
