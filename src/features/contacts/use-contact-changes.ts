import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, serverError } from '@/api/errors';
import { notify } from '@/components/toaster';
import { invalidateContacts } from './contact-queries';
import type { Group, Lead, LeadInput } from './lead-model';

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
