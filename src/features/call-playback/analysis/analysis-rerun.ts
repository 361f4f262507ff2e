import { useQueryClient } from '@tanstack/react-query';
import { analysisSettingsQuery } from '@/api/call-analysis';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { useApiMutation } from '@/components/use-api-mutation';
import { callQuery, type Call } from '../call-playback-queries';

export function useRerunAnalysis(call: Pick<Call, 'id' | 'agent'>) {
  const queryClient = useQueryClient();
  const { queryKey } = callQuery(call.id);
  return useApiMutation({
    mutationFn: () => unwrap(api.POST('/calls/{id}/analysis', { params: { path: { id: call.id } } })),
    // The panel says how it went, in place: no toast.
    serverMessage: 'none',
    onSuccess: (result) => {
      // `running` in the cache starts the call's polling at once (useAnalysedCall).
      queryClient.setQueryData(queryKey, (current) => current && { ...current, analysis: result.data });
    },
    // A re-run follows the agent's current settings: their fields label the new values.
    invalidates: [analysisSettingsQuery(call.agent)],
  });
}
