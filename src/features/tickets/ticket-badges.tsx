import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { priorityPalette, statusPalette, ticketPriority, ticketStatus } from './ticket-model';

export function TicketStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = ticketStatus(status);
  return (
    <Badge colorPalette={statusPalette(known)} variant="subtle">
      {t(`tickets.status.${known}`)}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: string }) {
  const { t } = useTranslation();
  const known = ticketPriority(priority);
  return (
    <Badge colorPalette={priorityPalette(known)} variant="outline">
      {t(`tickets.priority.${known}`)}
    </Badge>
  );
}
