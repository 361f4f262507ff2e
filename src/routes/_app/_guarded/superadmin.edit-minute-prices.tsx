import { createFileRoute } from '@tanstack/react-router';
import { CallRateScreen } from '@/features/catalogue/call-rate-screen';

export const Route = createFileRoute('/_app/_guarded/superadmin/edit-minute-prices')({
  staticData: { screen: 'superadminEditMinutePrices' },
  component: CallRateScreen,
});
