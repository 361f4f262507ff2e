import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentPartReads } from '@/api/agent-lists';
import { ifMatch } from '@/api/agent-versions';
import { analysisSettingsQuery } from '@/api/call-analysis';
import { api } from '@/api/client';
import { serverError } from '@/api/errors';
import { useApiMutation } from '@/components/use-api-mutation';
import type { AnalysisSettingsBody } from './analysis-model';

/** The agent changed after its settings were read (409): the caller offers the newer ones. */
export class AnalysisConflict extends Error {
  override name = 'AnalysisConflict';
}

interface SaveVariables {
  body: AnalysisSettingsBody;
  revision: number | undefined;
}

export function useSaveAnalysisSettings(agentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async ({ body, revision }: SaveVariables) => {
      const { data, error, response } = await api.PUT('/agents/{id}/analysis', {
        params: { path: { id: agentId }, header: ifMatch(revision) },
        body,
      });
      if (response.status === 409) throw new AnalysisConflict(serverError(error).message);
      if (!data) throw serverError(error);
      return data.data;
    },
    onSuccess: (settings) => queryClient.setQueryData(analysisSettingsQuery(agentId).queryKey, settings),
    success: t('agents.analysis.saved'),
    failure: t('agents.analysis.saveFailed'),
    serverMessage: 'failure',
    // Saving moves the agent's draft revision: its reads and its versions' standing are stale.
    invalidates: [...agentPartReads(), analysisSettingsQuery(agentId)],
  });
}
