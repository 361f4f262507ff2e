import { SimpleGrid } from '@chakra-ui/react';
import { AgentOutcomes } from './agent-outcomes';
import { CallsOverTime } from './calls-over-time';
import type { AgentAnalysis } from './dashboard-metrics';
import type { ResolvedPeriod } from './dashboard-period';

export function DashboardCharts({ analysis, period }: { analysis: AgentAnalysis; period: ResolvedPeriod }) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
      <CallsOverTime analysis={analysis} />
      <AgentOutcomes period={period} />
    </SimpleGrid>
  );
}
