import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { notify } from '@/components/toaster';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import type { CatalogueEntry, ChangeResult } from './registry/types';

/**
 * The list's query key: it starts like the typed client's own (`[method, path]`), so that
 * invalidating the list also refreshes any other screen that reads the same call.
 */
export function listKey(entry: { operations: { list: { method: string; path: string } } }): QueryKey {
  return [entry.operations.list.method, entry.operations.list.path, { catalogue: true }];
}

export function useCatalogueList<Row, Form, Payload>(entry: CatalogueEntry<Row, Form, Payload>) {
  return useQuery({ queryKey: listKey(entry), queryFn: entry.fetchList });
}

/** The choices of the entity's form, read while its drawer is open (cached for the next one). */
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

/** Create, update and delete, each ending in a toast with the server's message and a fresh list. */
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
      const { method, path } = entry.operations.list;
      await queryClient.invalidateQueries({ queryKey: [method, path] });
    },
    onError: (error, change) => {
      notify('error', errorMessage(error, t(`catalogue.common.failed.${change.kind}`)));
    },
  });
}
