import { ScreenPending } from '@/components/screen-pending';

export function NotificationsScreen() {
  return <ScreenPending screen="notifications" />;
}
