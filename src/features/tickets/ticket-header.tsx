import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { ticketCategory, type Ticket } from './ticket-model';

interface TicketHeaderProps {
  ticket: Ticket;
  onBack: () => void;
  withCompany?: boolean;
  actions?: ReactNode;
}

export function TicketHeader({ ticket, onBack, withCompany = false, actions }: TicketHeaderProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="3">
      <BackButton onBack={onBack} />
      <HStack justify="space-between" align="start" gap="4" wrap="wrap">
        <Stack gap="2" minW="0" flex="1">
          <Heading as="h2" size="lg" wordBreak="break-word">
            {t('tickets.heading', { number: ticket.number, subject: ticket.subject })}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
            <Text fontSize="sm" color="fg.muted">
              {t(`tickets.category.${ticketCategory(ticket.category)}`)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {withCompany
              ? t('tickets.openedByAt', {
                  name: ticket.createdByName,
                  company: ticket.companyName,
                  date: formatDateTime(ticket.createdAt, i18n.language),
                })
              : t('tickets.openedBy', {
                  name: ticket.createdByName,
                  date: formatDateTime(ticket.createdAt, i18n.language),
                })}
          </Text>
        </Stack>
        {actions && <HStack gap="2">{actions}</HStack>}
      </HStack>
    </Stack>
  );
}

export function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack>
      <Button size="sm" variant="ghost" onClick={onBack}>
        {t('tickets.back')}
      </Button>
    </HStack>
  );
}
