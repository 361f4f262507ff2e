import { createFileRoute } from '@tanstack/react-router';
import { AppsScreen } from '@/features/apps/apps-screen';

export const Route = createFileRoute('/_app/_guarded/apps')({
  staticData: { screen: 'apps' },
  component: AppsScreen,
});
