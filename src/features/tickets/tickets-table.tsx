import { Badge, Box, Button, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { ticketCategory, type Ticket } from './ticket-model';

interface TicketsTableProps {
  tickets: readonly Ticket[];
  caption: string;
  /** Show each ticket's company (the support desk). */
  withCompany?: boolean;
  onOpen: (ticket: Ticket) => void;
}

/** Tickets: number and subject (opens the ticket), status, priority, category, last update, unread replies. */
export function TicketsTable({ tickets, caption, withCompany = false, onOpen }: TicketsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" minW="48rem" aria-label={caption}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('tickets.columns.subject')}</Table.ColumnHeader>
            {withCompany && <Table.ColumnHeader>{t('tickets.columns.company')}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('tickets.columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tickets.columns.priority')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tickets.columns.category')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tickets.columns.updated')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tickets.map((ticket) => (
            <Table.Row key={ticket.id}>
              <Table.Cell maxW="26rem">
                <Button
                  variant="plain"
                  h="auto"
                  p="0"
                  minW="0"
                  textAlign="start"
                  whiteSpace="normal"
                  justifyContent="start"
                  fontWeight={ticket.unread ? 'bold' : 'medium'}
                  colorPalette="brand"
                  color="colorPalette.fg"
                  aria-label={t('tickets.openOf', { number: ticket.number, subject: ticket.subject })}
                  onClick={() => onOpen(ticket)}
                >
                  <Box as="span" wordBreak="break-word">
                    {ticket.number} · {ticket.subject}
                  </Box>
                </Button>
                <Text fontSize="xs" color="fg.muted">
                  {t('tickets.byLine', { name: ticket.createdByName, count: ticket.messagesCount })}
                  {ticket.unread && (
                    <Badge ms="2" colorPalette="red" variant="solid" size="xs">
                      {t('tickets.unread')}
                    </Badge>
                  )}
                </Text>
              </Table.Cell>
              {withCompany && (
                <Table.Cell maxW="12rem">
                  <Text lineClamp={2} wordBreak="break-word">
                    {ticket.companyName}
                  </Text>
                </Table.Cell>
              )}
              <Table.Cell>
                <TicketStatusBadge status={ticket.status} />
              </Table.Cell>
              <Table.Cell>
                <TicketPriorityBadge priority={ticket.priority} />
              </Table.Cell>
              <Table.Cell>{t(`tickets.category.${ticketCategory(ticket.category)}`)}</Table.Cell>
              <Table.Cell>{formatDateTime(ticket.updatedAt, i18n.language)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
