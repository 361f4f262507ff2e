import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/superadmin/license-minute-prices')({
  staticData: { screen: 'superadminLicenseMinutePrices' },
  component: () => <ScreenPending screen="superadminLicenseMinutePrices" />,
});
