import { SimpleGrid, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { DeferredMount } from '@/components/deferred-mount';
import { PageFrame } from '@/components/page-frame';
import { EmptyState, QueryView } from '@/components/query-states';
import { AllTimeTotals } from './all-time-totals';
import { CallInsights } from './call-insights';
import { DashboardCharts } from './dashboard-charts';
import { computeKpis } from './dashboard-metrics';
import { localDate, resolvePeriod, type DashboardSearch } from './dashboard-period';
import { analysisQuery } from './dashboard-queries';
import { ChartSkeleton, DashboardPanel } from './dashboard-panel';
import { KpiCards, KpiCardsSkeleton } from './kpi-cards';
import { PeriodSelect } from './period-select';
import { useSpend } from './use-spend';

interface DashboardScreenProps {
  search: DashboardSearch;
  onSearchChange: (search: DashboardSearch) => void;
  /** Drawn by the route: the live calls belong to the calls feature. */
  liveCalls?: ReactNode;
}

export function DashboardScreen({ search, onSearchChange, liveCalls }: DashboardScreenProps) {
  const { t } = useTranslation();
  const period = resolvePeriod(search, localDate(new Date()));
  const analysis = useQuery({
    ...analysisQuery(period),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
  const spend = useSpend(analysis.data?.currency);

  return (
    <PageFrame
      title={t('screens.dashboard.title')}
      description={t('screens.dashboard.description')}
      actions={<PeriodSelect period={period} onChange={onSearchChange} />}
    >
      <QueryView
        query={analysis}
        errorText={errorMessage(analysis.error, t('dashboard.loadFailed'))}
        loading={
          <Stack gap="6">
            <KpiCardsSkeleton />
            <ChartsSkeleton />
          </Stack>
        }
      >
        {(data) => {
          const kpis = computeKpis(data.totals);
          return (
            <Stack
              gap="6"
              aria-busy={analysis.isPlaceholderData}
              opacity={analysis.isPlaceholderData ? 0.6 : 1}
            >
              <KpiCards kpis={kpis} totals={data.totals} spend={spend} />
              {kpis.calls === 0 ? (
                <EmptyState text={t('dashboard.empty.title')} hint={t('dashboard.empty.body')} />
              ) : (
                // The key figures are painted first; the charts follow in slices.
                <DeferredMount fallback={<ChartsSkeleton />}>
                  <DashboardCharts analysis={data} period={period} />
                </DeferredMount>
              )}
            </Stack>
          );
        }}
      </QueryView>
      <CallInsights period={period} />
      {liveCalls}
      <AllTimeTotals />
    </PageFrame>
  );
}

function ChartsSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
      <DashboardPanel title={t('dashboard.overTime.title')}>
        <ChartSkeleton />
      </DashboardPanel>
      <DashboardPanel title={t('dashboard.outcomes.title')}>
        <ChartSkeleton />
      </DashboardPanel>
    </SimpleGrid>
  );
}
