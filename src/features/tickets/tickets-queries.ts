import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, multipart } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { everyRead, type Read } from '@/api/reads';
import type { components } from '@/api/schema.gen';
import { useApiMutation } from '@/components/use-api-mutation';
import type { ReplyTemplate, Ticket, TicketAttachment, TicketInput, TicketStatus } from './ticket-model';
import type { AttachmentRename } from './attachment-model';
import { unreadTicketsQuery } from './unread-tickets-query';

export type TicketDeskQuery = components['schemas']['TicketDeskQuery'];

export const TICKET_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_TICKET_PAGE_SIZE = 20;

export const companyTicketsQuery = (query: {
  pageIndex: number;
  pageSize: number;
  status?: TicketStatus;
}) => ({
  ...$api.queryOptions('get', '/tickets/fetch', { params: { query } }),
  placeholderData: keepPreviousData,
});

export const statusCountsQuery = () => $api.queryOptions('get', '/dashboard/get_count_status');

export const ticketQuery = (id: string) =>
  $api.queryOptions('get', '/tickets/{id}', { params: { path: { id } } });
export const ticketMessagesQuery = (id: string) =>
  $api.queryOptions('get', '/tickets/{id}/messages', { params: { path: { id } } });
export const ticketAttachmentsQuery = (id: string) =>
  $api.queryOptions('get', '/tickets/{id}/attachments', { params: { path: { id } } });

export const deskTicketsQuery = (body: TicketDeskQuery) => ({
  ...$api.queryOptions('post', '/dashboard/list_ticket', { body }),
  placeholderData: keepPreviousData,
});

export const deskPageQuery = (pageIndex: number, pageSize: number, status?: TicketStatus, search = '') =>
  deskTicketsQuery({
    pageIndex,
    pageSize,
    sortBy: 'updatedAt',
    sortOrder: 'desc',
    ...(status ? { status: [status] } : {}),
    ...(search ? { search } : {}),
  });

export const deskTicketQuery = (id: string) =>
  $api.queryOptions('post', '/dashboard/get_ticket', { body: { id } });

export const replyTemplatesQuery = () => $api.queryOptions('get', '/dashboard/get_reply_templates');

export function ticketsTabQueries(isSuperAdmin: boolean, ticketId: string | undefined) {
  if (ticketId) {
    return isSuperAdmin
      ? [deskTicketQuery(ticketId), replyTemplatesQuery()]
      : [ticketQuery(ticketId), ticketMessagesQuery(ticketId), ticketAttachmentsQuery(ticketId)];
  }
  const page = { pageIndex: 0, pageSize: DEFAULT_TICKET_PAGE_SIZE };
  return [
    statusCountsQuery(),
    isSuperAdmin ? deskPageQuery(page.pageIndex, page.pageSize) : companyTicketsQuery(page),
  ];
}

export const readMarkReads = (): Read[] => [
  everyRead(companyTicketsQuery({ pageIndex: 0, pageSize: TICKET_PAGE_SIZES[0] })),
  unreadTicketsQuery(),
];

const listReads = (): Read[] => [...readMarkReads(), statusCountsQuery(), everyRead(deskTicketsQuery({}))];

// Every read that shows a ticket's files: its list, and the conversation's messages.
const fileReads = (): Read[] => [
  everyRead(ticketMessagesQuery('')),
  everyRead(ticketAttachmentsQuery('')),
  everyRead(deskTicketQuery('')),
];

export const ticketReads = (): Read[] => [...listReads(), everyRead(ticketQuery('')), ...fileReads()];

export function useCreateTicket() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: async (body: TicketInput): Promise<{ message?: string; ticket: Ticket }> => {
      const data = await unwrap(api.POST('/tickets', { body }));
      return { message: data.message, ticket: data.data };
    },
    success: t('tickets.done.create'),
    failure: t('tickets.failed.create'),
    invalidates: ticketReads(),
  });
}

export function useSetTicketOpen() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: ({ id, status }: { id: string; status: 'open' | 'closed' }) =>
      unwrap(api.PUT('/tickets/{id}', { params: { path: { id } }, body: { status } })),
    success: (_answer, { status }) => t(status === 'closed' ? 'tickets.done.close' : 'tickets.done.reopen'),
    failure: ({ status }) => t(status === 'closed' ? 'tickets.failed.close' : 'tickets.failed.reopen'),
    invalidates: ticketReads(),
  });
}

// Only the lists are read again: the deleted ticket's own reads would answer 404 until its view closes.
export function useDeleteTicket(ticket: Pick<Ticket, 'id' | 'number'>, onDeleted: () => void) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: () => unwrap(api.DELETE('/tickets/{id}', { params: { path: { id: ticket.id } } })),
    success: t('tickets.done.delete', { number: ticket.number }),
    failure: t('tickets.failed.delete'),
    onSuccess: onDeleted,
    invalidates: listReads(),
  });
}

export type AttachmentChange =
  | { kind: 'rename'; attachment: TicketAttachment; body: AttachmentRename }
  | { kind: 'replace'; attachment: TicketAttachment; file: File; fileName: string };

export function useChangeAttachment(ticketId: string) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (change: AttachmentChange) => {
      const params = { path: { id: ticketId } };
      return change.kind === 'rename'
        ? unwrap(api.PUT('/tickets/{id}/attachments', { params, body: change.body }))
        : unwrap(
            multipart.PUT('/tickets/{id}/attachments', {
              params,
              body: { attachmentId: change.attachment.id, file: change.file, fileName: change.fileName },
            }),
          );
    },
    success: ({ data }, change) => t(`tickets.files.done.${change.kind}`, { name: data.fileName }),
    failure: (change) => t(`tickets.files.failed.${change.kind}`, { name: change.attachment.fileName }),
    invalidates: fileReads(),
  });
}

export function useUploadAttachment() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: async ({ ticketId, file }: { ticketId: string; file: File }): Promise<TicketAttachment> => {
      const params = { path: { id: ticketId } };
      return (await unwrap(multipart.POST('/tickets/{id}/attachments', { params, body: { file } }))).data;
    },
    failure: ({ file }) => t('tickets.failed.upload', { name: file.name }),
  });
}

export function useSendMessage() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: ({
      ticketId,
      body,
      attachments,
    }: {
      ticketId: string;
      body: string;
      attachments: string[];
    }) =>
      unwrap(
        api.POST('/tickets/{id}/messages', {
          params: { path: { id: ticketId } },
          body: attachments.length > 0 ? { body, attachments } : { body },
        }),
      ),
    success: t('tickets.done.reply'),
    failure: t('tickets.failed.reply'),
    invalidates: ticketReads(),
  });
}

export function useMarkRead() {
  return useApiMutation({
    mutationFn: ({ ticketId, messageIds }: { ticketId: string; messageIds: string[] }) =>
      unwrap(api.PUT('/tickets/{id}/messages', { params: { path: { id: ticketId } }, body: { messageIds } })),
    invalidates: readMarkReads(),
  });
}

export function useDeskReply() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (body: { ticketId: string; body: string; templateId?: string; status?: TicketStatus }) =>
      unwrap(api.POST('/dashboard/reply_ticket', { body })),
    success: t('tickets.done.reply'),
    failure: t('tickets.failed.reply'),
    invalidates: ticketReads(),
  });
}

export function useDeskStatus() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (body: { ticketId: string; status: TicketStatus }) =>
      unwrap(api.POST('/dashboard/update_ticket_status', { body })),
    success: t('tickets.done.status'),
    failure: t('tickets.failed.status'),
    invalidates: ticketReads(),
  });
}

export function useCreateReplyTemplate() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: async (body: {
      title: string;
      body: string;
    }): Promise<{ message?: string; template: ReplyTemplate }> => {
      const data = await unwrap(api.POST('/dashboard/create_reply_template', { body }));
      return { message: data.message, template: data.data };
    },
    success: t('tickets.done.template'),
    failure: t('tickets.failed.template'),
    invalidates: [replyTemplatesQuery()],
  });
}
