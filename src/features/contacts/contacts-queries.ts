import { keepPreviousData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, multipart } from '@/api/client';
import { errorMessage, serverError } from '@/api/errors';
import { $api } from '@/api/queries';
import type { components } from '@/api/schema.gen';
import type { ImportBatch } from '@/components/data-import';
import { notify } from '@/components/toaster';
import { groupImportBody, importResult, type ImportTarget } from './lead-import';
import type { Group, Lead, LeadInput } from './lead-model';

export type LeadFetchQuery = components['schemas']['LeadFetchQuery'];
export type Call = components['schemas']['Call'];

/** The pattern of CallFilter.phone. */
const CALL_PHONE_FILTER = /^\+?\d{1,15}$/;

export const LEAD_PAGE_SIZES = [10, 20, 50, 100] as const;
/** The contacts /contacts shows first: the newest, twenty to a page. */
export const FIRST_LEAD_PAGE = {
  pageIndex: 0,
  pageSize: 20,
  sortBy: 'createdAt',
  sortOrder: 'desc',
} as const satisfies LeadFetchQuery;
export const GROUP_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZE = 20;

/** One page of contacts (the previous page stays on screen while the next one loads). */
export const leadPageQuery = (body: LeadFetchQuery) => ({
  ...$api.queryOptions('post', '/leads/fetch', { body }),
  placeholderData: keepPreviousData,
});

/** The contacts whose number holds the digits typed. */
export const phoneSearchQuery = (phone: string) =>
  $api.queryOptions('post', '/leads/search-phone', { body: { phone: phone.trim() } });

/** One page of groups, by `pageIndex` and `pageSize`. */
export const groupPageQuery = (pageIndex: number, pageSize: number = GROUP_PAGE_SIZE) => ({
  ...$api.queryOptions('get', '/groups/fetch', { params: { query: { pageIndex, pageSize } } }),
  placeholderData: keepPreviousData,
});

/** Every group (the import's choice of an existing group). */
export const allGroupsQuery = () => $api.queryOptions('get', '/groups');

/**
 * A contact's calls, newest first: the calls to or from its number (the contract's CallFilter
 * `phone`, so calls from before the number became a contact count too), or by its id when the
 * number does not fit the filter.
 */
export const leadHistoryQuery = (lead: Pick<Lead, 'id' | 'phone'>) =>
  $api.queryOptions('post', '/calls/fetch', {
    body: {
      ...(CALL_PHONE_FILTER.test(lead.phone) ? { phone: lead.phone } : { leadId: lead.id }),
      pageIndex: 0,
      pageSize: HISTORY_PAGE_SIZE,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    },
  });

/** Every list of contacts and groups (the shell's search reads `GET /leads`), after a change. */
export async function invalidateContacts(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      leadPageQuery({}).queryKey,
      phoneSearchQuery('').queryKey,
      $api.queryOptions('get', '/leads').queryKey,
      groupPageQuery(0).queryKey,
      allGroupsQuery().queryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 2) })),
  );
}

/** Sends the good rows of an import into a group (`POST /groups/import`); every list is read again. */
export function useImportLeads() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ batch, target }: { batch: ImportBatch; target: ImportTarget }) => {
      const { data, error } = await multipart.POST('/groups/import', {
        body: groupImportBody(batch, target),
      });
      if (error) throw new Error(errorMessage(error, t('contacts.import.failed')));
      return importResult(data);
    },
    onSuccess: () => invalidateContacts(queryClient),
  });
}

/** The contract's error body as an Error (its message, or none for the screen's own text). */
type LeadChange =
  | { kind: 'create'; body: LeadInput }
  | { kind: 'update'; lead: Lead; body: LeadInput }
  | { kind: 'delete'; lead: Lead };

/** Create, edit and delete a contact: a toast with the server's message, then fresh lists. */
export function useLeadChange() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: LeadChange): Promise<string | undefined> => {
      if (change.kind === 'create') {
        const { data, error } = await api.POST('/leads', { body: change.body });
        if (!data) throw serverError(error);
        return data.message;
      }
      const path = { id: change.lead.id };
      if (change.kind === 'update') {
        const { data, error } = await api.PUT('/leads/{id}', { params: { path }, body: change.body });
        if (!data) throw serverError(error);
        return data.message;
      }
      const { data, error } = await api.DELETE('/leads/{id}', { params: { path } });
      if (!data) throw serverError(error);
      return data.message;
    },
    onSuccess: async (message, change) => {
      notify('success', message ?? t(`contacts.done.${change.kind}`));
      await invalidateContacts(queryClient);
    },
    onError: (error, change) => notify('error', errorMessage(error, t(`contacts.failed.${change.kind}`))),
  });
}

export interface GroupFormData {
  name?: string;
  description?: string;
}

type GroupChange =
  | { kind: 'create'; form: GroupFormData }
  | { kind: 'update'; group: Group; form: GroupFormData }
  | { kind: 'delete'; group: Group }
  | { kind: 'addLeads'; group: Group; leadIds: string[] }
  | { kind: 'removeLeads'; group: Group; leadIds: string[] };

const groupBody = (form: GroupFormData) => {
  const description = form.description?.trim();
  return { name: (form.name ?? '').trim(), ...(description ? { description } : {}) };
};

/** Every change of a group, with the same toasts and refresh as the contacts'. */
export function useGroupChange() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: GroupChange): Promise<string | undefined> => {
      switch (change.kind) {
        case 'create': {
          const { data, error } = await api.POST('/groups', { body: groupBody(change.form) });
          if (!data) throw serverError(error);
          return data.message;
        }
        case 'update': {
          const { data, error } = await api.PUT('/groups/{id}', {
            params: { path: { id: change.group.id } },
            body: groupBody(change.form),
          });
          if (!data) throw serverError(error);
          return data.message;
        }
        case 'delete': {
          const { data, error } = await api.DELETE('/groups/{id}', {
            params: { path: { id: change.group.id } },
          });
          if (!data) throw serverError(error);
          return data.message;
        }
        case 'addLeads':
        case 'removeLeads': {
          const path = change.kind === 'addLeads' ? '/groups/add_leads' : '/groups/remove_leads';
          const { data, error } = await api.POST(path, {
            body: { groupId: change.group.id, leadIds: change.leadIds },
          });
          if (!data) throw serverError(error);
          return data.message;
        }
      }
    },
    onSuccess: async (message, change) => {
      notify('success', message ?? t(`contacts.groups.done.${change.kind}`));
      await invalidateContacts(queryClient);
    },
    onError: (error, change) =>
      notify('error', errorMessage(error, t(`contacts.groups.failed.${change.kind}`))),
  });
}
