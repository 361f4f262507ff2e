import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/contacts/')({
  staticData: { screen: 'contacts' },
  component: () => <ScreenPending screen="contacts" />,
});
