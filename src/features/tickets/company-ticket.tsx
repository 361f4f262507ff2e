import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { QueryView } from '@/components/query-states';
import { useUser } from '@/lib/session/session-store';
import { Conversation } from './conversation';
import { DeleteTicketDialog } from './delete-ticket-dialog';
import { ReplyComposer } from './reply-composer';
import { BackButton, TicketHeader } from './ticket-header';
import { TicketFiles } from './ticket-files';
import {
  canClose,
  canDelete,
  canReopen,
  canReply,
  unreadMessageIds,
  type TicketMessage,
} from './ticket-model';
import { ticketMessagesQuery, ticketQuery, useMarkRead, useSetTicketOpen } from './tickets-queries';

export function CompanyTicket({ ticketId, onBack }: { ticketId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const ticket = useQuery(ticketQuery(ticketId));
  const messages = useQuery(ticketMessagesQuery(ticketId));
  const setOpen = useSetTicketOpen();
  const markRead = useMarkRead();
  const [closing, setClosing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const user = useUser();
  const marked = useRef(new Set<string>());
  const list: TicketMessage[] = Array.isArray(messages.data?.data) ? messages.data.data : [];

  // Opening the ticket reads its replies: mark them read once.
  const unread = unreadMessageIds(list);
  const unreadKey = unread.join(',');
  useEffect(() => {
    if (!unreadKey || marked.current.has(ticketId)) return;
    marked.current.add(ticketId);
    markRead.mutate({ ticketId, messageIds: unreadKey.split(',') });
  }, [ticketId, unreadKey, markRead]);

  return (
    <>
      {!ticket.isSuccess && <BackButton onBack={onBack} />}
      <QueryView query={ticket} errorText={errorMessage(ticket.error, t('tickets.loadTicketError'))}>
        {() => {
          const data = ticket.data?.data;
          if (!data) return null;
          return (
            <Stack gap="5">
              <TicketHeader
                ticket={data}
                onBack={onBack}
                actions={
                  <>
                    {canReopen(data) && (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={setOpen.isPending}
                        loadingText={t('tickets.reopen')}
                        onClick={() => setOpen.mutate({ id: data.id, status: 'open' })}
                      >
                        {t('tickets.reopen')}
                      </Button>
                    )}
                    {canClose(data) && (
                      <Button size="sm" variant="outline" onClick={() => setClosing(true)}>
                        {t('tickets.close')}
                      </Button>
                    )}
                    {canDelete(data, user.id) && (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setDeleting(true)}
                      >
                        {t('tickets.delete')}
                      </Button>
                    )}
                  </>
                }
              />
              <Stack gap="3">
                <Heading as="h3" size="md">
                  {t('tickets.conversation')}
                </Heading>
                <QueryView
                  query={messages}
                  errorText={errorMessage(messages.error, t('tickets.loadMessagesError'))}
                >
                  {() => <Conversation ticket={data} messages={list} />}
                </QueryView>
              </Stack>
              <TicketFiles ticket={data} />
              <Stack gap="3">
                <Heading as="h3" size="md">
                  {t('tickets.reply.title')}
                </Heading>
                {canReply(data) ? (
                  <ReplyComposer key={data.id} ticketId={data.id} />
                ) : (
                  <Text color="fg.muted">{t('tickets.reply.closed')}</Text>
                )}
              </Stack>
              {deleting && (
                <DeleteTicketDialog ticket={data} onClose={() => setDeleting(false)} onDeleted={onBack} />
              )}
              {closing && (
                <FormDialog
                  title={t('tickets.closeTitle', { number: data.number })}
                  submitLabel={t('tickets.close')}
                  submitting={setOpen.isPending}
                  onClose={() => setClosing(false)}
                  onSubmit={() =>
                    setOpen.mutate({ id: data.id, status: 'closed' }, { onSuccess: () => setClosing(false) })
                  }
                >
                  <Text>{t('tickets.closeBody')}</Text>
                </FormDialog>
              )}
            </Stack>
          );
        }}
      </QueryView>
    </>
  );
}
