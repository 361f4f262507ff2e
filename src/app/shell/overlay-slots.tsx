import { lazy, Suspense } from 'react';
import { NotificationBellButton } from '@/features/notifications/notification-bell-button';
import { unreadCount } from '@/features/notifications/notification-model';
import { useNotifications } from '@/features/notifications/notifications-queries';
import { HelpCenterButton } from './help-center-button';
import { MobileMenuButton } from './mobile-menu-button';
import { useUnreadTickets } from './unread-tickets';
import { UserMenuButton } from './user-menu-button';

// The menus, the bell's popover and the phone drawer (Ark's machines and the positioning library)
// are one chunk that comes after the shell's first paint; until then each trigger is drawn
// disabled. A slot reads what both show, so that the swap never cancels a read on its way.
const load = () => import('./shell-overlays');
const UserMenu = lazy(() => load().then((module) => ({ default: module.UserMenu })));
const HelpCenterMenu = lazy(() => load().then((module) => ({ default: module.HelpCenterMenu })));
const MobileMenu = lazy(() => load().then((module) => ({ default: module.MobileMenu })));
const NotificationBell = lazy(() => load().then((module) => ({ default: module.NotificationBell })));

export function UserMenuSlot() {
  return (
    <Suspense fallback={<UserMenuButton disabled />}>
      <UserMenu />
    </Suspense>
  );
}

export function HelpCenterSlot() {
  const unread = useUnreadTickets();
  return (
    <Suspense fallback={<HelpCenterButton disabled unread={unread} />}>
      <HelpCenterMenu unread={unread} />
    </Suspense>
  );
}

export function MobileMenuSlot() {
  return (
    <Suspense fallback={<MobileMenuButton disabled />}>
      <MobileMenu />
    </Suspense>
  );
}

export function NotificationBellSlot() {
  const query = useNotifications();
  return (
    <Suspense fallback={<NotificationBellButton disabled count={unreadCount(query.data?.data ?? [])} />}>
      <NotificationBell query={query} />
    </Suspense>
  );
}
