import { createFileRoute } from '@tanstack/react-router';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { callRateEntry } from '@/features/catalogue/registry/call-rate';

export const Route = createFileRoute('/_app/_guarded/superadmin/edit-minute-prices')({
  staticData: { screen: 'superadminEditMinutePrices' },
  component: () => <CatalogueScreen entry={callRateEntry} />,
});
