import { Field, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { StatusFilter } from './status-filter';
import type { Ticket, TicketStatus } from './ticket-model';
import { DEFAULT_TICKET_PAGE_SIZE, deskPageQuery, statusCountsQuery } from './tickets-queries';
import { TicketsPage } from './tickets-table';

export function DeskTickets({ onOpenTicket }: { onOpenTicket: (id: string) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TicketStatus | undefined>(undefined);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_TICKET_PAGE_SIZE);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPageIndex(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const counts = useQuery(statusCountsQuery());
  const page = useQuery(deskPageQuery(pageIndex, pageSize, status, search));
  const tickets: Ticket[] = Array.isArray(page.data?.data.data) ? page.data.data.data : [];
  const total = page.data?.data.total ?? 0;

  return (
    <Stack gap="5">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Heading as="h2" size="lg">
          {t('tickets.desk.title')}
        </Heading>
        <Field.Root maxW="20rem">
          <Field.Label srOnly>{t('tickets.desk.search')}</Field.Label>
          <Input
            type="search"
            value={searchText}
            placeholder={t('tickets.desk.search')}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </Field.Root>
      </HStack>
      <StatusFilter
        rows={Array.isArray(counts.data?.data) ? counts.data.data : undefined}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageIndex(0);
        }}
      />
      <QueryView
        query={page}
        errorText={errorMessage(page.error, t('tickets.loadError'))}
        empty={tickets.length === 0}
        emptyText={status || search ? t('tickets.emptyStatus') : t('tickets.desk.empty')}
      >
        {() => (
          <TicketsPage
            tickets={tickets}
            caption={t('tickets.desk.tableCaption')}
            withCompany
            onOpen={(ticket) => onOpenTicket(ticket.id)}
            pageIndex={pageIndex}
            pageSize={pageSize}
            total={total}
            onPageIndex={setPageIndex}
            onPageSize={(size) => {
              setPageSize(size);
              setPageIndex(0);
            }}
          />
        )}
      </QueryView>
    </Stack>
  );
}
