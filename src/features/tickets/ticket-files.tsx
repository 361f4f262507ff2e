import { Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { EditRowButton } from '@/components/row-buttons';
import { TableFrame } from '@/components/table-frame';
import { formatDateTime } from '@/lib/format';
import { useUser } from '@/lib/session/session-store';
import { attachmentsOldestFirst, canChangeAttachment } from './attachment-model';
import { AttachmentLink } from './conversation';
import { RenameAttachmentDrawer } from './rename-attachment-drawer';
import { ReplaceAttachmentDialog } from './replace-attachment-dialog';
import type { Ticket, TicketAttachment } from './ticket-model';
import { ticketAttachmentsQuery } from './tickets-queries';

type Action = { kind: 'rename' | 'replace'; attachment: TicketAttachment };

export function TicketFiles({ ticket }: { ticket: Pick<Ticket, 'id' | 'number'> }) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const headingId = useId();
  const files = useQuery(ticketAttachmentsQuery(ticket.id));
  const [action, setAction] = useState<Action | null>(null);
  const list = attachmentsOldestFirst(Array.isArray(files.data?.data) ? files.data.data : []);
  const close = () => setAction(null);
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h3" size="md" id={headingId}>
        {t('tickets.files.title')}
      </Heading>
      <QueryView
        query={files}
        errorText={errorMessage(files.error, t('tickets.files.loadError'))}
        empty={list.length === 0}
        emptyText={t('tickets.files.empty')}
      >
        {() => (
          <TableFrame
            caption={t('tickets.files.caption', { number: ticket.number })}
            minW="34rem"
            columns={[
              { key: 'file', label: t('tickets.files.columns.file') },
              { key: 'added', label: t('tickets.files.columns.added') },
              { key: 'state', label: t('tickets.files.columns.state') },
              { key: 'actions', label: <Text srOnly>{t('tickets.files.columns.actions')}</Text> },
            ]}
          >
            {list.map((attachment) => (
              <Table.Row key={attachment.id}>
                <Table.Cell>
                  <AttachmentLink attachment={attachment} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <time dateTime={attachment.createdAt}>
                    {formatDateTime(attachment.createdAt, i18n.language)}
                  </time>
                </Table.Cell>
                <Table.Cell>
                  {t(attachment.message ? 'tickets.files.sent' : 'tickets.files.waiting')}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {canChangeAttachment(attachment, user) && (
                    <HStack gap="1" justify="end">
                      <EditRowButton
                        label={t('tickets.files.rename.label', { name: attachment.fileName })}
                        onClick={() => setAction({ kind: 'rename', attachment })}
                      />
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={t('tickets.files.replace.label', { name: attachment.fileName })}
                        onClick={() => setAction({ kind: 'replace', attachment })}
                      >
                        {t('tickets.files.replace.open')}
                      </Button>
                    </HStack>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </TableFrame>
        )}
      </QueryView>
      {action?.kind === 'rename' && (
        <RenameAttachmentDrawer ticketId={ticket.id} attachment={action.attachment} onClose={close} />
      )}
      {action?.kind === 'replace' && (
        <ReplaceAttachmentDialog ticketId={ticket.id} attachment={action.attachment} onClose={close} />
      )}
    </Stack>
  );
}
