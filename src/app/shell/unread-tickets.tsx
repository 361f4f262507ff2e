import { Badge } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/session/session-store';
import { readsUnread, unreadQuery } from './shell-queries';

// A failure never stops the shell.
export function useUnreadTickets(): number {
  const user = useUser();
  const unread = useQuery({ ...unreadQuery(), enabled: readsUnread(user) });
  const count = unread.data?.data.count;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

// An aria-label rather than hidden text, which the browser would read with a space before the comma.
export function useUnreadLabel(): (name: string, count: number) => string | undefined {
  const { t } = useTranslation();
  return (name, count) => (count > 0 ? `${name}, ${t('shell.help.unreadTickets', { count })}` : undefined);
}

export function UnreadTicketsBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" size="sm" aria-hidden="true" ms="auto">
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
