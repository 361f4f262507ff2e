// The shell's parts that open over the page: menus, the bell's popover and the phone drawer, with
// Ark's machines and the positioning library, one chunk off the first paint (overlay-slots.tsx).
export { NotificationBell } from '@/features/notifications/notification-bell';
export { HelpCenterMenu } from './help-center-menu';
export { MobileMenu } from './mobile-menu';
export { UserMenu } from './user-menu';
export { NavTooltipView } from './nav-tooltip-view';
