import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { useApiMutation } from '@/components/use-api-mutation';
import { useUser } from '@/lib/session/session-store';
import { readToken } from '@/lib/session/token';
import { markReadInResponse, type NotificationsResponse } from './notification-model';

export const notificationsQuery = () => $api.queryOptions('get', '/notification/');

/** Reading the user subscribes to sign-in and sign-out, so that the query follows them. */
export function useNotifications() {
  useUser();
  const hasToken = readToken() !== null;
  return useQuery({ ...notificationsQuery(), enabled: hasToken });
}

// The spec's rule: the cache changes at once, then one PUT per notification; a failed PUT is only
// logged and the notification stays read (no rollback, no refetch).
export function useMarkRead(): (ids: readonly string[]) => void {
  const queryClient = useQueryClient();
  const { mutate } = useApiMutation({
    mutationFn: (id: string) => unwrap(api.PUT('/notification/{id}', { params: { path: { id } } })),
    onError: (error, id) => console.error(`Marking notification ${id} as read failed`, error),
  });

  return useCallback(
    (ids: readonly string[]) => {
      const { queryKey } = notificationsQuery();
      const current = queryClient.getQueryData<NotificationsResponse>(queryKey);
      // Only what is unread now: a second click on the same item sends nothing.
      const unread = current
        ? ids.filter((id) => current.data.some((item) => item._id === id && !item.read))
        : [];
      if (!current || unread.length === 0) return;
      // A refetch in flight (the bell opening) would overwrite the change with older data.
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<NotificationsResponse>(queryKey, markReadInResponse(current, unread));
      for (const id of unread) mutate(id);
    },
    [queryClient, mutate],
  );
}
