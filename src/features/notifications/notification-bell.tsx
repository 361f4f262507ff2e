// Placeholder until the notifications feature lands: the header renders the bell here.
export function NotificationBell() {
  return null;
}
