import { createFileRoute } from '@tanstack/react-router';
import { CatalogueOverview } from '@/features/catalogue/catalogue-overview';

export const Route = createFileRoute('/_app/_guarded/superadmin/')({
  staticData: { screen: 'superadmin' },
  component: CatalogueOverview,
});
