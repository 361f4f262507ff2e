import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { notificationsQuery } from '@/features/notifications/notifications-queries';
import { NotificationsScreen } from '@/features/notifications/notifications-screen';

export const Route = createFileRoute('/_app/_guarded/notifications')({
  staticData: { screen: 'notifications' },
  loader: ({ context }) => loadQueries(context.queryClient, [notificationsQuery()]),
  component: NotificationsScreen,
});
