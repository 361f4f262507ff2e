import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { CallRateScreen } from '@/features/catalogue/rates/call-rate-screen';
import { catalogueListQuery, companyMenuQuery, forSuperAdmin } from '@/features/catalogue/catalogue-queries';
import { callRateEntry } from '@/features/catalogue/registry/call-rate';

export const Route = createFileRoute('/_app/_guarded/superadmin/edit-minute-prices')({
  staticData: { screen: 'superadminEditMinutePrices' },
  loader: ({ context }) =>
    loadQueries(context.queryClient, forSuperAdmin([catalogueListQuery(callRateEntry), companyMenuQuery()])),
  component: CallRateScreen,
});
