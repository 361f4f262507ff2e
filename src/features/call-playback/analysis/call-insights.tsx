import { Stack } from '@chakra-ui/react';
import type { Call } from '../call-playback-queries';
import { AnalysisPanel } from './analysis-panel';
import { useSignedIn } from './analysis-queries';
import { MetricsPanels } from './metrics-panels';

/** The call's analysis, cost breakdown and latency (proposal): each hides where the server has none. */
export function CallInsights({ call }: { call: Call }) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <Stack gap="6">
      <AnalysisPanel callId={call.id} agentId={call.agent} />
      <MetricsPanels call={call} />
    </Stack>
  );
}
