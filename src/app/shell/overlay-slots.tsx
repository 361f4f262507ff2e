import { NotificationBellButton } from '@/features/notifications/notification-bell-button';
import { unreadCount } from '@/features/notifications/notification-model';
import { useNotifications } from '@/features/notifications/notifications-queries';
import { deferredModule, DeferredPart } from '@/lib/deferred-module';
import { HelpCenterButton } from './help-center-button';
import { MobileMenuButton } from './mobile-menu-button';
import { useUnreadTickets } from './unread-tickets';
import { UserMenuButton } from './user-menu-button';

const overlays = deferredModule(() => import('./shell-overlays'));

// A slot reads what both its stand-in and its real part show: were each to read it, the swap would
// leave the read without a reader for a moment, and a read still on its way would be cancelled and
// made again.

export function UserMenuSlot() {
  return (
    <DeferredPart module={overlays} standIn={(props) => <UserMenuButton {...props} />}>
      {({ UserMenu }, replay) => <UserMenu replay={replay} />}
    </DeferredPart>
  );
}

export function HelpCenterSlot() {
  const unread = useUnreadTickets();
  return (
    <DeferredPart module={overlays} standIn={(props) => <HelpCenterButton {...props} unread={unread} />}>
      {({ HelpCenterMenu }, replay) => <HelpCenterMenu replay={replay} unread={unread} />}
    </DeferredPart>
  );
}

export function MobileMenuSlot() {
  return (
    <DeferredPart module={overlays} standIn={(props) => <MobileMenuButton {...props} />}>
      {({ MobileMenu }, replay) => <MobileMenu replay={replay} />}
    </DeferredPart>
  );
}

export function NotificationBellSlot() {
  const query = useNotifications();
  const count = unreadCount(query.data?.data ?? []);
  return (
    <DeferredPart module={overlays} standIn={(props) => <NotificationBellButton {...props} count={count} />}>
      {({ NotificationBell }, replay) => <NotificationBell replay={replay} query={query} />}
    </DeferredPart>
  );
}
