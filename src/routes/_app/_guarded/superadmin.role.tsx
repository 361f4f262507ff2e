import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/superadmin/role')({
  staticData: { screen: 'superadminRole' },
  component: () => <ScreenPending screen="superadminRole" />,
});
