import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/companies')({
  staticData: { screen: 'companies' },
  component: () => <ScreenPending screen="companies" />,
});
