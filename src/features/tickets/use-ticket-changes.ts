import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, multipart } from '@/api/client';
import { errorMessage, serverError } from '@/api/errors';
import { notify } from '@/components/toaster';
import type {
  ReplyTemplate,
  Ticket,
  TicketAttachment,
  TicketInput,
  TicketMessage,
  TicketStatus,
} from './ticket-model';
import { invalidateTickets } from './ticket-queries';

/** Opens a ticket (`POST /tickets`): a toast with the server's message, then fresh lists. */
export function useCreateTicket() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TicketInput): Promise<{ message?: string; ticket: Ticket }> => {
      const { data, error } = await api.POST('/tickets', { body });
      if (!data) throw serverError(error);
      return { message: data.message, ticket: data.data };
    },
    onSuccess: async ({ message }) => {
      notify('success', message ?? t('tickets.done.create'));
      await invalidateTickets(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('tickets.failed.create'))),
  });
}

/** Closes (`closed`) or reopens (`open`) a ticket of the company (`PUT /tickets/{id}`). */
export function useSetTicketOpen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'open' | 'closed' }) => {
      const { data, error } = await api.PUT('/tickets/{id}', { params: { path: { id } }, body: { status } });
      if (!data) throw serverError(error);
      return data.message;
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

/** Uploads one file to a ticket (`POST /tickets/{id}/attachments`, multipart); sent with the next message. */
export function useUploadAttachment() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ ticketId, file }: { ticketId: string; file: File }): Promise<TicketAttachment> => {
      const { data, error } = await multipart.POST('/tickets/{id}/attachments', {
        params: { path: { id: ticketId } },
        body: { file },
      });
      if (!data) throw serverError(error);
      return data.data;
    },
    onError: (error, { file }) =>
      notify('error', errorMessage(error, t('tickets.failed.upload', { name: file.name }))),
  });
}

/** A customer's reply (`POST /tickets/{id}/messages`) with the files uploaded before. */
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
      const { data, error } = await api.POST('/tickets/{id}/messages', {
        params: { path: { id: ticketId } },
        body: attachments.length > 0 ? { body, attachments } : { body },
      });
      if (!data) throw serverError(error);
      return { message: data.message, sent: data.data };
    },
    onSuccess: async ({ message }) => {
      notify('success', message ?? t('tickets.done.reply'));
      await invalidateTickets(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('tickets.failed.reply'))),
  });
}

/** Marks messages read (`PUT /tickets/{id}/messages`); quiet, the lists' unread marks follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ticketId, messageIds }: { ticketId: string; messageIds: string[] }) => {
      const { data, error } = await api.PUT('/tickets/{id}/messages', {
        params: { path: { id: ticketId } },
        body: { messageIds },
      });
      if (!data) throw serverError(error);
      return data.data;
    },
    onSuccess: async () => {
      await Promise.all(
        [['get', '/tickets/fetch'] as const, ['get', '/tickets/unread'] as const].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/** A support reply from the desk (`POST /dashboard/reply_ticket`), optionally moving the ticket's status. */
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
      const { data, error } = await api.POST('/dashboard/reply_ticket', { body });
      if (!data) throw serverError(error);
      return data.message;
    },
    onSuccess: async (message) => {
      notify('success', message ?? t('tickets.done.reply'));
      await invalidateTickets(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('tickets.failed.reply'))),
  });
}

/** Moves a ticket to another status from the desk (`POST /dashboard/update_ticket_status`). */
export function useDeskStatus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { ticketId: string; status: TicketStatus }): Promise<string | undefined> => {
      const { data, error } = await api.POST('/dashboard/update_ticket_status', { body });
      if (!data) throw serverError(error);
      return data.message;
    },
    onSuccess: async (message) => {
      notify('success', message ?? t('tickets.done.status'));
      await invalidateTickets(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('tickets.failed.status'))),
  });
}

/** Saves a reply template (`POST /dashboard/create_reply_template`). */
export function useCreateReplyTemplate() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      title: string;
      body: string;
    }): Promise<{ message?: string; template: ReplyTemplate }> => {
      const { data, error } = await api.POST('/dashboard/create_reply_template', { body });
      if (!data) throw serverError(error);
      return { message: data.message, template: data.data };
    },
    onSuccess: async ({ message }) => {
      notify('success', message ?? t('tickets.done.template'));
      await queryClient.invalidateQueries({ queryKey: ['get', '/dashboard/get_reply_templates'] });
    },
    onError: (error) => notify('error', errorMessage(error, t('tickets.failed.template'))),
  });
}
