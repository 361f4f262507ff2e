import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/company-settings')({
  staticData: { screen: 'companySettings' },
  component: () => <ScreenPending screen="companySettings" />,
});
