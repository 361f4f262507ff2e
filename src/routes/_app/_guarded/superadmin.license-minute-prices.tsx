import { createFileRoute } from '@tanstack/react-router';
import { LicenseMinutePrices } from '@/features/catalogue/rate-license-minute-prices';

export const Route = createFileRoute('/_app/_guarded/superadmin/license-minute-prices')({
  staticData: { screen: 'superadminLicenseMinutePrices' },
  component: LicenseMinutePrices,
});
