import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/voicelibrary')({
  staticData: { screen: 'voicelibrary' },
  component: () => <ScreenPending screen="voicelibrary" />,
});
