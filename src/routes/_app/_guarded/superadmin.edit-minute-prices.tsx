import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/superadmin/edit-minute-prices')({
  staticData: { screen: 'superadminEditMinutePrices' },
  component: () => <ScreenPending screen="superadminEditMinutePrices" />,
});
