import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/api/queries';

export const testCallQuery = (id: string) =>
  $api.queryOptions('get', '/calls/{id}', { params: { path: { id } } });

const callListKey = $api
  .queryOptions('post', '/calls/fetch', { body: { pageIndex: 0 } })
  .queryKey.slice(0, 2);

export function usePlaceTestCall() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/calls/', {
    onSuccess: (placed) => {
      queryClient.setQueryData(testCallQuery(placed.data.id).queryKey, placed);
      void queryClient.invalidateQueries({ queryKey: callListKey });
    },
  });
}
