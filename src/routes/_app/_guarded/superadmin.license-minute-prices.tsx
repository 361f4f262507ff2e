import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { catalogueListQuery, forSuperAdmin } from '@/features/catalogue/catalogue-queries';
import { LicenseMinutePrices } from '@/features/catalogue/rates/rate-license-minute-prices';
import { agentRateEntry } from '@/features/catalogue/registry/agent-rate';
import { rateEntry } from '@/features/catalogue/registry/rate';

export const Route = createFileRoute('/_app/_guarded/superadmin/license-minute-prices')({
  staticData: { screen: 'superadminLicenseMinutePrices' },
  loader: ({ context }) =>
    loadQueries(
      context.queryClient,
      forSuperAdmin([catalogueListQuery(agentRateEntry), catalogueListQuery(rateEntry)]),
    ),
  component: LicenseMinutePrices,
});
