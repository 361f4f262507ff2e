import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, multipart } from '@/api/client';
import { errorMessage, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { everyRead } from '@/api/reads';
import type { components } from '@/api/schema.gen';
import type { ImportBatch } from '@/components/data-import';
import { useApiMutation } from '@/components/use-api-mutation';
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

// The shell's search reads `GET /leads` too.
export const contactReads = () =>
  [
    leadPageQuery({}),
    phoneSearchQuery(''),
    $api.queryOptions('get', '/leads'),
    groupPageQuery(0),
    allGroupsQuery(),
  ].map(everyRead);

export function useImportLeads() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: async ({ batch, target }: { batch: ImportBatch; target: ImportTarget }) => {
      const { data, error } = await multipart.POST('/groups/import', {
        body: groupImportBody(batch, target),
      });
      if (error) throw new Error(errorMessage(error, t('contacts.import.failed')));
      return importResult(data);
    },
    invalidates: contactReads(),
  });
}

type LeadChange =
  | { kind: 'create'; body: LeadInput }
  | { kind: 'update'; lead: Lead; body: LeadInput }
  | { kind: 'delete'; lead: Lead };

export function useLeadChange() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: async (change: LeadChange): Promise<{ message?: string }> => {
      if (change.kind === 'create') return unwrap(api.POST('/leads', { body: change.body }));
      const path = { id: change.lead.id };
      if (change.kind === 'update') {
        return unwrap(api.PUT('/leads/{id}', { params: { path }, body: change.body }));
      }
      return unwrap(api.DELETE('/leads/{id}', { params: { path } }));
    },
    success: (_answer, change) => t(`contacts.done.${change.kind}`),
    failure: (change) => t(`contacts.failed.${change.kind}`),
    invalidates: contactReads(),
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

async function sendGroupChange(change: GroupChange): Promise<{ message?: string }> {
  switch (change.kind) {
    case 'create':
      return unwrap(api.POST('/groups', { body: groupBody(change.form) }));
    case 'update': {
      const params = { path: { id: change.group.id } };
      return unwrap(api.PUT('/groups/{id}', { params, body: groupBody(change.form) }));
    }
    case 'delete':
      return unwrap(api.DELETE('/groups/{id}', { params: { path: { id: change.group.id } } }));
    case 'addLeads':
    case 'removeLeads': {
      const body = { groupId: change.group.id, leadIds: change.leadIds };
      return change.kind === 'addLeads'
        ? unwrap(api.POST('/groups/add_leads', { body }))
        : unwrap(api.POST('/groups/remove_leads', { body }));
    }
  }
}

export function useGroupChange() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: sendGroupChange,
    success: (_answer, change) => t(`contacts.groups.done.${change.kind}`),
    failure: (change) => t(`contacts.groups.failed.${change.kind}`),
    invalidates: contactReads(),
  });
}
