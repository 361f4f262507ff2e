import { keepPreviousData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, multipart } from '@/api/client';
import { errorMessage, serverError, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import type { components } from '@/api/schema.gen';
import type { ImportBatch } from '@/components/data-import';
import { notify } from '@/components/toaster';
import { groupImportBody, importResult, type ImportTarget } from './lead-import';
import type { Group, Lead, LeadInput } from './lead-model';

export type { Call } from '@/api/models/schemas';

export type LeadFetchQuery = components['schemas']['LeadFetchQuery'];

export const LEAD_PAGE_SIZES = [10, 20, 50, 100] as const;
export const FIRST_LEAD_PAGE = {
  pageIndex: 0,
  pageSize: 20,
  sortBy: 'createdAt',
  sortOrder: 'desc',
} as const satisfies LeadFetchQuery;
export const GROUP_PAGE_SIZE = 10;

export const leadPageQuery = (body: LeadFetchQuery) => ({
  ...$api.queryOptions('post', '/leads/fetch', { body }),
  placeholderData: keepPreviousData,
});

export const leadQuery = (id: string) =>
  $api.queryOptions('get', '/leads/{id}', { params: { path: { id } } });

export const phoneSearchQuery = (phone: string) =>
  $api.queryOptions('post', '/leads/search-phone', { body: { phone: phone.trim() } });

export const groupPageQuery = (pageIndex: number, pageSize: number = GROUP_PAGE_SIZE) => ({
  ...$api.queryOptions('get', '/groups/fetch', { params: { query: { pageIndex, pageSize } } }),
  placeholderData: keepPreviousData,
});

export const allGroupsQuery = () => $api.queryOptions('get', '/groups');

// Unpaged: a contact's calls are few, and the dialog shows them all, newest first. A contact always
// has an id; `phone` is the contract's way for callers that are not contacts yet.
export const leadHistoryQuery = (lead: Pick<Lead, 'id'>) =>
  $api.queryOptions('post', '/calls/call_history', { body: { leadId: lead.id } });

/** The shell's search reads `GET /leads` too. */
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

type LeadChange =
  | { kind: 'create'; body: LeadInput }
  | { kind: 'update'; lead: Lead; body: LeadInput }
  | { kind: 'delete'; lead: Lead };

export function useLeadChange() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: LeadChange): Promise<string | undefined> => {
      if (change.kind === 'create') {
        return (await unwrap(api.POST('/leads', { body: change.body }))).message;
      }
      const path = { id: change.lead.id };
      if (change.kind === 'update') {
        return (await unwrap(api.PUT('/leads/{id}', { params: { path }, body: change.body }))).message;
      }
      return (await unwrap(api.DELETE('/leads/{id}', { params: { path } }))).message;
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

export function useGroupChange() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: GroupChange): Promise<string | undefined> => {
      switch (change.kind) {
        case 'create': {
          return (await unwrap(api.POST('/groups', { body: groupBody(change.form) }))).message;
        }
        case 'update': {
          return (
            await unwrap(
              api.PUT('/groups/{id}', {
                params: { path: { id: change.group.id } },
                body: groupBody(change.form),
              }),
            )
          ).message;
        }
        case 'delete': {
          return (
            await unwrap(
              api.DELETE('/groups/{id}', {
                params: { path: { id: change.group.id } },
              }),
            )
          ).message;
        }
        case 'addLeads':
        case 'removeLeads': {
          const body = { groupId: change.group.id, leadIds: change.leadIds };
          const { data, error } =
            change.kind === 'addLeads'
              ? await api.POST('/groups/add_leads', { body })
              : await api.POST('/groups/remove_leads', { body });
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
