import { Badge } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreadTicketsQuery } from '@/features/tickets/tickets-queries';
import { useUser } from '@/lib/session/session-store';

/**
 * How many of the company's tickets have replies the user has not read (`GET /tickets/unread`),
 * for the Help Center's "Support tickets". Company staff only (the super administrator answers
 * tickets at the desk); 0 while unknown or when the call fails, which never stops the shell.
 */
export function useUnreadTickets(): number {
  const user = useUser();
  const unread = useQuery({
    ...unreadTicketsQuery(),
    enabled: user.isAuthorized && !user.isSuperAdmin,
    staleTime: 60_000,
  });
  const count = unread.data?.data.count;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * The name an entry is read out by when there are new replies ("Support tickets, 2 tickets with
 * new replies"); undefined (its own text) when there are none. An `aria-label` rather than hidden
 * text, which the browser would set apart with a space before the comma.
 */
export function useUnreadLabel(): (name: string, count: number) => string | undefined {
  const { t } = useTranslation();
  return (name, count) => (count > 0 ? `${name}, ${t('shell.help.unreadTickets', { count })}` : undefined);
}

/** The count beside "Support tickets" (read out through the entry's label, see useUnreadLabel). */
export function UnreadTicketsBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" size="sm" aria-hidden="true" ms="auto">
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
