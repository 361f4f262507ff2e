import { keepPreviousData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, multipart } from '@/api/client';
import { errorMessage, serverError, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import type { components } from '@/api/schema.gen';
import { notify } from '@/components/toaster';
import type {
  ReplyTemplate,
  Ticket,
  TicketAttachment,
  TicketInput,
  TicketMessage,
  TicketStatus,
} from './ticket-model';
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

export const readMarkKeys = () => [
  companyTicketsQuery({ pageIndex: 0, pageSize: TICKET_PAGE_SIZES[0] }).queryKey.slice(0, 2),
  unreadTicketsQuery().queryKey,
];

const listKeys = () => [
  ...readMarkKeys(),
  statusCountsQuery().queryKey,
  deskTicketsQuery({}).queryKey.slice(0, 2),
];

// Every read that shows a ticket's files: its list, and the conversation's messages.
const fileKeys = () => [
  ticketMessagesQuery('').queryKey.slice(0, 2),
  ticketAttachmentsQuery('').queryKey.slice(0, 2),
  deskTicketQuery('').queryKey.slice(0, 2),
];

const ticketKeys = () => [ticketQuery('').queryKey.slice(0, 2), ...fileKeys()];

const invalidate = (queryClient: QueryClient, keys: readonly (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export async function invalidateTickets(queryClient: QueryClient): Promise<void> {
  await invalidate(queryClient, [...listKeys(), ...ticketKeys()]);
}

export function useCreateTicket() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TicketInput): Promise<{ message?: string; ticket: Ticket }> => {
      const data = await unwrap(api.POST('/tickets', { body }));
      return { message: data.message, ticket: data.data };
    },
    onSuccess: async ({ message }) => {
      notify('success', message ?? t('tickets.done.create'));
      await invalidateTickets(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('tickets.failed.create'))),
  });
}

export function useSetTicketOpen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'open' | 'closed' }) => {
      return (await unwrap(api.PUT('/tickets/{id}', { params: { path: { id } }, body: { status } }))).message;
    },
    onSuccess: async (message, { status }) => {
      notify('success', message ?? t(status === 'closed' ? 'tickets.done.close' : 'tickets.done.reopen'));
      await invalidateTickets(queryClient);
    },
    onError: (error, { status }) =>
      notify(
        'error',
        errorMessage(error, t(status === 'closed' ? 'tickets.failed.close' : 'tickets.failed.reopen')),
      ),
  });
}

// Only the lists are read again: the deleted ticket's own reads would answer 404 until its view closes.
export function useDeleteTicket(ticket: Pick<Ticket, 'id' | 'number'>, onDeleted: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      return (await unwrap(api.DELETE('/tickets/{id}', { params: { path: { id: ticket.id } } }))).message;
    },
    onSuccess: async (message) => {
      notify('success', message || t('tickets.done.delete', { number: ticket.number }));
      onDeleted();
      await invalidate(queryClient, listKeys());
    },
    onError: (error) => notify('error', errorMessage(error, t('tickets.failed.delete'))),
  });
}

export type AttachmentChange =
  | { kind: 'rename'; attachment: TicketAttachment; body: AttachmentRename }
  | { kind: 'replace'; attachment: TicketAttachment; file: File; fileName: string };

export function useChangeAttachment(ticketId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change: AttachmentChange,
    ): Promise<{ message?: string; attachment: TicketAttachment }> => {
      const params = { path: { id: ticketId } };
      const { data, error } =
        change.kind === 'rename'
          ? await api.PUT('/tickets/{id}/attachments', { params, body: change.body })
          : await multipart.PUT('/tickets/{id}/attachments', {
              params,
              body: { attachmentId: change.attachment.id, file: change.file, fileName: change.fileName },
            });
      if (!data) throw serverError(error);
      return { message: data.message, attachment: data.data };
    },
    onSuccess: async ({ message, attachment }, change) => {
      notify('success', message || t(`tickets.files.done.${change.kind}`, { name: attachment.fileName }));
      await invalidate(queryClient, fileKeys());
    },
    onError: (error, change) =>
      notify(
        'error',
        errorMessage(error, t(`tickets.files.failed.${change.kind}`, { name: change.attachment.fileName })),
      ),
  });
}

export function useUploadAttachment() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ ticketId, file }: { ticketId: string; file: File }): Promise<TicketAttachment> => {
      return (
        await unwrap(
          multipart.POST('/tickets/{id}/attachments', {
            params: { path: { id: ticketId } },
            body: { file },
          }),
        )
      ).data;
    },
    onError: (error, { file }) =>
      notify('error', errorMessage(error, t('tickets.failed.upload', { name: file.name }))),
  });
}

export function useSendMessage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      ticketId,
      body,
      attachments,
    }: {
      ticketId: string;
      body: string;
      attachments: string[];
    }): Promise<{ message?: string; sent: TicketMessage }> => {
      const data = await unwrap(
        api.POST('/tickets/{id}/messages', {
          params: { path: { id: ticketId } },
          body: attachments.length > 0 ? { body, attachments } : { body },
        }),
      );
      return { message: data.message, sent: data.data };
    },
    onSuccess: async ({ message }) => {
      notify('success', message ?? t('tickets.done.reply'));
      await invalidateTickets(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('tickets.failed.reply'))),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ticketId, messageIds }: { ticketId: string; messageIds: string[] }) => {
      return (
        await unwrap(
          api.PUT('/tickets/{id}/messages', {
            params: { path: { id: ticketId } },
            body: { messageIds },
          }),
        )
      ).data;
    },
    onSuccess: async () => {
      await Promise.all(readMarkKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export function useDeskReply() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      ticketId: string;
      body: string;
      templateId?: string;
      status?: TicketStatus;
    }): Promise<string | undefined> => {
      return (await unwrap(api.POST('/dashboard/reply_ticket', { body }))).message;
    },
    onSuccess: async (message) => {
      notify('success', message ?? t('tickets.done.reply'));
      await invalidateTickets(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('tickets.failed.reply'))),
  });
}

export function useDeskStatus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { ticketId: string; status: TicketStatus }): Promise<string | undefined> => {
      return (await unwrap(api.POST('/dashboard/update_ticket_status', { body }))).message;
    },
    onSuccess: async (message) => {
      notify('success', message ?? t('tickets.done.status'));
      await invalidateTickets(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('tickets.failed.status'))),
  });
}

export function useCreateReplyTemplate() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      title: string;
      body: string;
    }): Promise<{ message?: string; template: ReplyTemplate }> => {
      const data = await unwrap(api.POST('/dashboard/create_reply_template', { body }));
      return { message: data.message, template: data.data };
    },
    onSuccess: async ({ message }) => {
      notify('success', message ?? t('tickets.done.template'));
      await queryClient.invalidateQueries({ queryKey: replyTemplatesQuery().queryKey });
    },
    onError: (error) => notify('error', errorMessage(error, t('tickets.failed.template'))),
  });
}
