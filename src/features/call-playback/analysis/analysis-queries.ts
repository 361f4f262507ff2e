import { useQuery } from '@tanstack/react-query';
import { analysisSettingsQuery, callMetricsQuery } from '@/api/call-analysis';
import { isSessionCurrent, useUser } from '@/lib/session/session-store';
import { callQuery } from '../call-playback-queries';

export const POLL_MS = 1000;

/**
 * These pages open from shared links too, without a session: the analysis, its settings and the
 * metrics are a member's reads, and without one they would only fail.
 */
export function useSignedIn(): boolean {
  const user = useUser();
  return user.isAuthorized && isSessionCurrent();
}

/** The same call the page shows, read again every second while its analysis runs. */
export const useAnalysedCall = (callId: string) =>
  useQuery({
    ...callQuery(callId),
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data?.analysis?.state === 'running' ? POLL_MS : false,
  });

export const useCallMetrics = (callId: string, enabled = true) =>
  useQuery({ ...callMetricsQuery(callId), enabled });

export const useAnalysisSettings = (agentId: string) => useQuery(analysisSettingsQuery(agentId));
