// The shell's parts that open over the page: menus, the bell's popover and the phone drawer. Their
// triggers are drawn from the first paint; this code (with Ark's machines and the positioning
// library, about 40 KiB gzip) comes when the page is first idle (src/lib/deferred-module.tsx).
export { NotificationBell } from '@/features/notifications/notification-bell';
export { HelpCenterMenu } from './help-center-menu';
export { MobileMenu } from './mobile-menu';
export { UserMenu } from './user-menu';
