import { Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AgentOutcomes } from './agent-outcomes';
import { AllTimeTotals } from './all-time-totals';
import { CallsOverTime } from './calls-over-time';
import { computeKpis } from './dashboard-metrics';
import { localDate, resolvePeriod, type DashboardSearch } from './dashboard-period';
import { analysisQuery } from './dashboard-queries';
import { ChartSkeleton, DashboardEmpty, PanelError } from './dashboard-status';
import { DashboardPanel } from './dashboard-panel';
import { KpiCards, KpiCardsSkeleton } from './kpi-cards';
import { PeriodSelect } from './period-select';
import { useSpend } from './use-spend';

interface DashboardScreenProps {
  search: DashboardSearch;
  onSearchChange: (search: DashboardSearch) => void;
}

/**
 * /dashboard: the key figures of a period (calls, minutes, spend in the user's currency, success
 * rate), calls over time, outcomes per agent, and the company's all-time talk time.
 */
export function DashboardScreen({ search, onSearchChange }: DashboardScreenProps) {
  const { t } = useTranslation();
  const period = resolvePeriod(search, localDate(new Date()));
  const analysis = useQuery({
    ...analysisQuery(period),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
  const spend = useSpend(analysis.data?.currency);

  let body;
  if (analysis.data) {
    const kpis = computeKpis(analysis.data.totals);
    body = (
      <Stack gap="6" aria-busy={analysis.isPlaceholderData} opacity={analysis.isPlaceholderData ? 0.6 : 1}>
        <KpiCards kpis={kpis} totals={analysis.data.totals} spend={spend} />
        {kpis.calls === 0 ? (
          <DashboardEmpty />
        ) : (
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
            <CallsOverTime analysis={analysis.data} />
            <AgentOutcomes period={period} />
          </SimpleGrid>
        )}
      </Stack>
    );
  } else if (analysis.isError) {
    body = (
      <PanelError
        error={analysis.error}
        fallback={t('dashboard.loadFailed')}
        onRetry={() => void analysis.refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="6">
        <KpiCardsSkeleton />
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
          <DashboardPanel title={t('dashboard.overTime.title')}>
            <ChartSkeleton />
          </DashboardPanel>
          <DashboardPanel title={t('dashboard.outcomes.title')}>
            <ChartSkeleton />
          </DashboardPanel>
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap="6" px={{ base: '4', md: '8' }} py="6">
      <Flex gap="4" align="start" justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('screens.dashboard.title')}
          </Heading>
          <Text color="fg.muted">{t('screens.dashboard.description')}</Text>
        </Stack>
        <PeriodSelect period={period} onChange={onSearchChange} />
      </Flex>
      {body}
      <AllTimeTotals />
    </Stack>
  );
}
