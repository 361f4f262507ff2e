import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { getUser } from '@/lib/session/session-store';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import { minutePriceBody } from './minute-price';
import { companyEntry } from './registry/company';
import { deleteAllRates, rateEntry } from './registry/rate';
import type { CatalogueEntry, ChangeResult } from './registry/types';

// Starts like the typed client's own key (`[method, path]`): invalidating it refreshes every screen
// reading that call.
export function listKey(entry: { operations: { list: { method: string; path: string } } }): QueryKey {
  return [entry.operations.list.method, entry.operations.list.path, { catalogue: true }];
}

type Listed<Row> = Pick<CatalogueEntry<Row, never, never>, 'operations' | 'fetchList'>;

export const catalogueListQuery = <Row>(entry: Listed<Row>) =>
  queryOptions({ queryKey: listKey(entry), queryFn: entry.fetchList });

export function useCatalogueList<Row>(entry: Listed<Row>) {
  return useQuery(catalogueListQuery(entry));
}

// Nobody but a super administrator: the screen refuses the others, and their calls would be refused too.
export const forSuperAdmin = <Query>(queries: readonly Query[]): readonly Query[] =>
  getUser().isSuperAdmin ? queries : [];

export function invalidateCatalogueList(queryClient: QueryClient, entry: Listed<unknown>): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: catalogueListQuery(entry).queryKey.slice(0, 2) });
}

export function useCatalogueChoices<Row, Form, Payload>(
  entry: CatalogueEntry<Row, Form, Payload>,
  open: boolean,
): ChoicesState {
  const choices = entry.choices;
  const query = useQuery({
    queryKey: [...listKey(entry), 'choices'],
    queryFn: () => (choices ? choices() : Promise.resolve({})),
    enabled: open && choices !== undefined,
    staleTime: 60_000,
  });
  const { data, isError } = query;
  return useMemo<ChoicesState>(() => {
    if (!choices) return { state: 'ready', choices: {} };
    if (data) return { state: 'ready', choices: data };
    return isError ? { state: 'error' } : { state: 'loading' };
  }, [choices, data, isError]);
}

type Change<Row, Payload> =
  | { kind: 'create'; payload: Payload }
  | { kind: 'update'; row: Row; payload: Payload }
  | { kind: 'delete'; row: Row };

export function useCatalogueChange<Row, Form, Payload>(entry: CatalogueEntry<Row, Form, Payload>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change<Row, Payload>): Promise<ChangeResult> => {
      if (change.kind === 'create' && entry.create) return entry.create(change.payload);
      if (change.kind === 'update' && entry.update) return entry.update(change.row, change.payload);
      if (change.kind === 'delete' && entry.remove) return entry.remove(change.row);
      throw new Error(`${entry.key} cannot ${change.kind}`);
    },
    onSuccess: async (result, change) => {
      notify('success', result.message ?? t(`catalogue.common.done.${change.kind}`));
      await invalidateCatalogueList(queryClient, entry);
    },
    onError: (error, change) => {
      notify('error', errorMessage(error, t(`catalogue.common.failed.${change.kind}`)));
    },
  });
}

export const COMPANY_USERS_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_COMPANY_USERS_PAGE_SIZE = 10;

export const companySpaceQuery = (companyId: string) =>
  $api.queryOptions('post', '/getUserSpacePlanInfo', { body: { companyId } });

export const companyUsersQuery = (companyId: string, pageIndex: number, pageSize: number) => ({
  ...$api.queryOptions('post', '/users/list', {
    body: { company: companyId, pageIndex, pageSize, sortBy: 'createdAt', sortOrder: 'desc' },
  }),
  placeholderData: keepPreviousData,
});

// Every page of every company's users, the seats of the plan, the users column of the companies
// and the role screen's user list all count the same people.
const invalidateCompanyUsers = (queryClient: QueryClient, companyId: string) =>
  Promise.all(
    [
      companyUsersQuery(companyId, 0, DEFAULT_COMPANY_USERS_PAGE_SIZE).queryKey.slice(0, 2),
      companySpaceQuery(companyId).queryKey,
      catalogueListQuery(companyEntry).queryKey.slice(0, 2),
      usersQuery().queryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

export const rolesQuery = () => $api.queryOptions('get', '/roles');

export function useAddCompanyUser() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/users/', {
    onSuccess: async (result, { body }) => {
      notify('success', result.message ?? t('catalogue.company.users.add.done'));
      await invalidateCompanyUsers(queryClient, body.company);
    },
    onError: (error) => notify('error', errorMessage(error, t('catalogue.company.users.add.error'))),
  });
}

export function useUpdateCompanyUser(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/users/{id}', {
    onSuccess: async (result) => {
      notify('success', result.message ?? t('catalogue.company.users.edit.done'));
      await invalidateCompanyUsers(queryClient, companyId);
    },
    onError: (error) => notify('error', errorMessage(error, t('catalogue.company.users.edit.error'))),
  });
}

export function useRemoveCompanyUser(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/users/{id}', {
    onSuccess: async (result) => {
      notify('success', result.message.trim() || t('catalogue.company.users.remove.done'));
      await invalidateCompanyUsers(queryClient, companyId);
    },
    onError: (error) => notify('error', errorMessage(error, t('catalogue.company.users.remove.error'))),
  });
}

export function useSetCompanySpace(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/update_space', {
    onSuccess: async (result) => {
      notify('success', result.message?.trim() || t('catalogue.company.space.done'));
      await queryClient.invalidateQueries({ queryKey: companySpaceQuery(companyId).queryKey });
    },
    onError: (error) => notify('error', errorMessage(error, t('catalogue.company.space.error'))),
  });
}

export function useRemoveCompanySpace(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/delete_space', {
    onSuccess: async (result) => {
      notify('success', result.message.trim() || t('catalogue.company.space.removeDone'));
      await queryClient.invalidateQueries({ queryKey: companySpaceQuery(companyId).queryKey });
    },
    onError: (error) => notify('error', errorMessage(error, t('catalogue.company.space.removeError'))),
  });
}

export const minutePriceQuery = (prefix: string, company: string | null) =>
  $api.queryOptions('post', '/get_call_rates_minute', { body: minutePriceBody(prefix, company) });

export const agentRateHistoryQuery = (agentId: string) =>
  $api.queryOptions('post', '/agents/get_agent_rates', { body: { agentId } });

export const plansQuery = () => $api.queryOptions('get', '/plans');
export const allCompaniesQuery = () => $api.queryOptions('get', '/company/fetchall');
export const companyMenuQuery = () => $api.queryOptions('get', '/company/menu');
export const usersQuery = () => $api.queryOptions('get', '/users');
export const roleGrantsQuery = () => $api.queryOptions('get', '/getRoleGrant/');
export const actionsQuery = () => $api.queryOptions('get', '/actions');

export function useUpdateCompanyPlan(texts: { done: string; failed: string }, onDone?: () => void) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/company/update_plan', {
    onSuccess: async (result) => {
      notify('success', result.message ?? texts.done);
      onDone?.();
      await Promise.all([
        invalidateCatalogueList(queryClient, companyEntry),
        queryClient.invalidateQueries({ queryKey: allCompaniesQuery().queryKey }),
      ]);
    },
    onError: (error) => notify('error', errorMessage(error, texts.failed)),
  });
}

export function useInviteToCompany(onDone: () => void) {
  const { t } = useTranslation();
  return $api.useMutation('post', '/company/send_invitation', {
    onSuccess: (result) => {
      notify('success', result.message.trim() === '' ? t('catalogue.company.invite.done') : result.message);
      onDone();
    },
    onError: (error) => notify('error', errorMessage(error, t('catalogue.company.invite.error'))),
  });
}

export function useUpdateUserRole() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/users/{id}', {
    onSuccess: async (result) => {
      notify('success', result.message ?? t('catalogue.role.user.done'));
      await invalidateUsersAndRoles(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('catalogue.role.user.error'))),
  });
}

const invalidateUsersAndRoles = (queryClient: QueryClient) =>
  Promise.all(
    [usersQuery().queryKey, rolesQuery().queryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

const invalidateGrants = (queryClient: QueryClient) =>
  Promise.all(
    [roleGrantsQuery().queryKey, rolesQuery().queryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

export function useSaveRoleGrants(onSaved: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/updateRoleGrant/', {
    onSuccess: async (result) => {
      notify('success', result.message ?? t('catalogue.role.grants.saved'));
      onSaved();
      await invalidateGrants(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('catalogue.role.grants.saveError'))),
  });
}

export function useAssignRoleAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/roles/action', {
    onSuccess: async (result) => {
      notify('success', result.message ?? t('catalogue.role.assign.done'));
      await invalidateGrants(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('catalogue.role.assign.error'))),
  });
}

export function useDeleteAllRates(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllRates,
    onSuccess: async (result) => {
      onDone();
      notify('success', result.message ?? t('catalogue.rate.deleteAll.done'));
      await invalidateCatalogueList(queryClient, rateEntry);
    },
    onError: (error) => notify('error', errorMessage(error, t('catalogue.rate.deleteAll.failed'))),
  });
}
