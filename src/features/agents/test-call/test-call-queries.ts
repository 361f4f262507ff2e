import { useQueryClient } from '@tanstack/react-query';
import { api, type CallInit } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { everyRead } from '@/api/reads';
import { useApiMutation } from '@/components/use-api-mutation';

export const testCallQuery = (id: string) =>
  $api.queryOptions('get', '/calls/{id}', { params: { path: { id } } });

// The form shows the server's refusal itself.
export function usePlaceTestCall() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (init: CallInit<'/calls/', 'post'>) => unwrap(api.POST('/calls/', init)),
    onSuccess: (placed) => queryClient.setQueryData(testCallQuery(placed.data.id).queryKey, placed),
    invalidates: [everyRead($api.queryOptions('post', '/calls/fetch', { body: { pageIndex: 0 } }))],
  });
}
