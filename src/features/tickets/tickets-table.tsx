import { Badge, Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination';
import { TableFrame } from '@/components/table-frame';
import { formatDateTime } from '@/lib/format';
import { TICKET_PAGE_SIZES } from './tickets-queries';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { ticketCategory, type Ticket } from './ticket-model';

interface TicketsTableProps {
  tickets: readonly Ticket[];
  caption: string;
  withCompany?: boolean;
  onOpen: (ticket: Ticket) => void;
}

export function TicketsTable({ tickets, caption, withCompany = false, onOpen }: TicketsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <TableFrame
      caption={caption}
      minW="48rem"
      aria-label={caption}
      columns={[
        { key: 'subject', label: t('tickets.columns.subject') },
        ...(withCompany ? [{ key: 'company', label: t('tickets.columns.company') }] : []),
        { key: 'status', label: t('tickets.columns.status') },
        { key: 'priority', label: t('tickets.columns.priority') },
        { key: 'category', label: t('tickets.columns.category') },
        { key: 'updated', label: t('tickets.columns.updated') },
      ]}
    >
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
    </TableFrame>
  );
}

interface TicketsPageProps extends TicketsTableProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPageIndex: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
}

export function TicketsPage({
  pageIndex,
  pageSize,
  total,
  onPageIndex,
  onPageSize,
  ...table
}: TicketsPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <TicketsTable {...table} />
      <Pagination
        label={t('tickets.pagesLabel')}
        page={pageIndex + 1}
        pageSize={pageSize}
        total={total}
        shown={table.tickets.length}
        onPage={(next) => onPageIndex(next - 1)}
        sizes={TICKET_PAGE_SIZES}
        onPageSize={onPageSize}
      />
    </Stack>
  );
}
