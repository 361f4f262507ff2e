import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type CallInit } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { everyRead, invalidate } from '@/api/reads';
import { useApiMutation } from '@/components/use-api-mutation';
import { getUser } from '@/lib/session/session-store';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import { minutePriceBody } from './rates/minute-price';
import { companyEntry } from './registry/company';
import { deleteAllRates, rateEntry } from './registry/rate';
import {
  templateEntry,
  toggleTemplateSelection,
  withSelection,
  withTemplate,
  type Template,
} from './registry/template';
import type { CatalogueEntry, ChangeResult } from './registry/types';

// Starts like the typed client's own key (`[method, path]`): invalidating it refreshes every screen
// reading that call.
export function listKey(entry: { operations: { list: { method: string; path: string } } }) {
  return [entry.operations.list.method, entry.operations.list.path, { catalogue: true }] as const;
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

const listReads = (entry: Listed<unknown>) => [everyRead(catalogueListQuery(entry))];

export function invalidateCatalogueList(queryClient: QueryClient, entry: Listed<unknown>): Promise<void> {
  return invalidate(queryClient, listReads(entry));
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
  return useApiMutation({
    mutationFn: (change: Change<Row, Payload>): Promise<ChangeResult> => {
      if (change.kind === 'create' && entry.create) return entry.create(change.payload);
      if (change.kind === 'update' && entry.update) return entry.update(change.row, change.payload);
      if (change.kind === 'delete' && entry.remove) return entry.remove(change.row);
      return Promise.reject(new Error(`${entry.key} cannot ${change.kind}`));
    },
    success: (_result, change) => t(`catalogue.common.done.${change.kind}`),
    failure: (change) => t(`catalogue.common.failed.${change.kind}`),
    invalidates: listReads(entry),
  });
}

export function useToggleTemplateSelection(template: Template) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = listKey(templateEntry);
  return useApiMutation({
    mutationFn: () => toggleTemplateSelection(template.id),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Template[]>(key);
      queryClient.setQueryData<Template[]>(key, (rows) =>
        rows ? withSelection(rows, template.id, !template.selected) : rows,
      );
      return { previous };
    },
    onSuccess: (result) =>
      queryClient.setQueryData<Template[]>(key, (rows) => (rows ? withTemplate(rows, result.data) : rows)),
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    success: (result) => {
      const offered = result.data.id === template.id ? result.data.selected : !template.selected;
      const done = offered
        ? 'catalogue.template.selection.offered'
        : 'catalogue.template.selection.withdrawn';
      return t(done, { name: template.name });
    },
    failure: t('catalogue.template.selection.failed', { name: template.name }),
    invalidates: [{ queryKey: key }],
    invalidateOnFailure: true,
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
const companyUserReads = (companyId: string) => [
  everyRead(companyUsersQuery(companyId, 0, DEFAULT_COMPANY_USERS_PAGE_SIZE)),
  companySpaceQuery(companyId),
  ...listReads(companyEntry),
  usersQuery(),
];

export const rolesQuery = () => $api.queryOptions('get', '/roles');

export function useAddCompanyUser() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/users/', 'post'>) => unwrap(api.POST('/users/', init)),
    success: t('catalogue.company.users.add.done'),
    failure: t('catalogue.company.users.add.error'),
    invalidates: (_result, { body }) => companyUserReads(body.company),
  });
}

export function useUpdateCompanyUser(companyId: string) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/users/{id}', 'put'>) => unwrap(api.PUT('/users/{id}', init)),
    success: t('catalogue.company.users.edit.done'),
    failure: t('catalogue.company.users.edit.error'),
    invalidates: companyUserReads(companyId),
  });
}

export function useRemoveCompanyUser(companyId: string) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/users/{id}', 'delete'>) => unwrap(api.DELETE('/users/{id}', init)),
    success: t('catalogue.company.users.remove.done'),
    failure: t('catalogue.company.users.remove.error'),
    invalidates: companyUserReads(companyId),
  });
}

export function useSetCompanySpace(companyId: string) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/update_space', 'post'>) => unwrap(api.POST('/update_space', init)),
    success: t('catalogue.company.space.done'),
    failure: t('catalogue.company.space.error'),
    invalidates: [companySpaceQuery(companyId)],
  });
}

export function useRemoveCompanySpace(companyId: string) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/delete_space', 'post'>) => unwrap(api.POST('/delete_space', init)),
    success: t('catalogue.company.space.removeDone'),
    failure: t('catalogue.company.space.removeError'),
    invalidates: [companySpaceQuery(companyId)],
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
  return useApiMutation({
    mutationFn: (init: CallInit<'/company/update_plan', 'post'>) =>
      unwrap(api.POST('/company/update_plan', init)),
    success: texts.done,
    failure: texts.failed,
    onSuccess: onDone,
    invalidates: [...listReads(companyEntry), allCompaniesQuery()],
  });
}

export function useInviteToCompany(onDone: () => void) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/company/send_invitation', 'post'>) =>
      unwrap(api.POST('/company/send_invitation', init)),
    success: t('catalogue.company.invite.done'),
    failure: t('catalogue.company.invite.error'),
    onSuccess: onDone,
  });
}

export function useUpdateUserRole() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/users/{id}', 'put'>) => unwrap(api.PUT('/users/{id}', init)),
    success: t('catalogue.role.user.done'),
    failure: t('catalogue.role.user.error'),
    invalidates: [usersQuery(), rolesQuery()],
  });
}

const grantReads = () => [roleGrantsQuery(), rolesQuery()];

export function useSaveRoleGrants(onSaved: () => void) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/updateRoleGrant/', 'post'>) => unwrap(api.POST('/updateRoleGrant/', init)),
    success: t('catalogue.role.grants.saved'),
    failure: t('catalogue.role.grants.saveError'),
    onSuccess: onSaved,
    invalidates: grantReads(),
  });
}

export function useAssignRoleAction() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/roles/action', 'post'>) => unwrap(api.POST('/roles/action', init)),
    success: t('catalogue.role.assign.done'),
    failure: t('catalogue.role.assign.error'),
    invalidates: grantReads(),
  });
}

export function useDeleteAllRates(onDone: () => void) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: deleteAllRates,
    success: t('catalogue.rate.deleteAll.done'),
    failure: t('catalogue.rate.deleteAll.failed'),
    onSuccess: onDone,
    invalidates: listReads(rateEntry),
  });
}
