import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { FormDrawer } from '@/forms/form-drawer';
import { ticketForm } from '@/forms/registry.gen';
import { StatusFilter } from './status-filter';
import {
  emptyTicketForm,
  toTicketInput,
  type Ticket,
  type TicketForm,
  type TicketStatus,
} from './ticket-model';
import {
  companyTicketsQuery,
  DEFAULT_TICKET_PAGE_SIZE,
  statusCountsQuery,
  useCreateTicket,
} from './tickets-queries';
import { TicketsPage } from './tickets-table';

export function CompanyTickets({ onOpenTicket }: { onOpenTicket: (id: string) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TicketStatus | undefined>(undefined);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_TICKET_PAGE_SIZE);
  const [creating, setCreating] = useState(false);
  const counts = useQuery(statusCountsQuery());
  const page = useQuery(companyTicketsQuery({ pageIndex, pageSize, ...(status ? { status } : {}) }));
  const create = useCreateTicket();
  const tickets: Ticket[] = Array.isArray(page.data?.data.data) ? page.data.data.data : [];
  const total = page.data?.data.total ?? 0;

  return (
    <Stack gap="5">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Heading as="h2" size="lg">
          {t('tickets.title')}
        </Heading>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          {t('tickets.create')}
        </Button>
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
        emptyText={status ? t('tickets.emptyStatus') : t('tickets.empty')}
      >
        {() => (
          <TicketsPage
            tickets={tickets}
            caption={t('tickets.tableCaption')}
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
      {creating && (
        <FormDrawer<TicketForm>
          title={t('tickets.createTitle')}
          idPrefix="ticket"
          form={ticketForm}
          initial={emptyTicketForm()}
          submitting={create.isPending}
          submitLabel={t('tickets.createSubmit')}
          onClose={() => setCreating(false)}
          onSubmit={(form) =>
            create.mutate(toTicketInput(form), {
              onSuccess: ({ ticket }) => {
                setCreating(false);
                onOpenTicket(ticket.id);
              },
            })
          }
        />
      )}
    </Stack>
  );
}
