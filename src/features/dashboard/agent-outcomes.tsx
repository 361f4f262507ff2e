import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { ChartFigure } from '@/components/charts/chart-figure';
import { ChartLegend } from '@/components/charts/chart-legend';
import { StackedBarChart, type StackSeries } from '@/components/charts/stacked-bar-chart';
import { EmptyState, QueryView } from '@/components/query-states';
import { ChartSkeleton, DashboardPanel } from './dashboard-panel';
import type { ResolvedPeriod } from './dashboard-period';
import { agentOutcomes, count, OUTCOMES, type Outcome } from './dashboard-metrics';
import { useAgentRows } from './dashboard-queries';
import { useFormat } from './use-format';

const COLORS: Record<Outcome, string> = {
  booked: 'var(--chakra-colors-brand-600)',
  transferred: 'var(--chakra-colors-teal-600)',
  otherAnswered: 'var(--chakra-colors-blue-300)',
  notAnswered: 'var(--chakra-colors-gray-400)',
};

export function AgentOutcomes({ period }: { period: ResolvedPeriod }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useAgentRows(period, true);
  const series: StackSeries[] = OUTCOMES.map((key) => ({
    key,
    label: t(`dashboard.outcomes.${key}`),
    color: COLORS[key],
  }));

  const chart = (data: NonNullable<typeof query.data>) => {
    const rows = agentOutcomes(Array.isArray(data.data) ? data.data : []);
    const total = Math.max(count(data.total), rows.length);
    const nameOf = (row: (typeof rows)[number]) => row.name ?? t('dashboard.outcomes.unknownAgent');
    const top = rows.reduce<(typeof rows)[number] | undefined>(
      (best, row) => (best === undefined || row.calls > best.calls ? row : best),
      undefined,
    );
    if (rows.length === 0 || !top) return <EmptyState text={t('dashboard.outcomes.empty')} />;
    return (
      <>
        <ChartLegend series={series} label={t('dashboard.outcomes.legend')} />
        <ChartFigure
          caption={[
            t('dashboard.outcomes.caption', {
              count: total,
              agents: format.count(total),
              top: nameOf(top),
              calls: format.count(top.calls),
            }),
            total > rows.length
              ? t('dashboard.outcomes.topOf', { shown: rows.length, total: format.count(total) })
              : '',
          ]
            .filter(Boolean)
            .join(' ')}
          tableLabel={t('dashboard.outcomes.title')}
          table={{
            columns: [t('dashboard.outcomes.agent'), ...series.map((s) => s.label), t('dashboard.kpi.calls')],
            rows: rows.map((row) => ({
              key: row.key,
              cells: [
                nameOf(row),
                ...OUTCOMES.map((key) => format.count(row.outcomes[key])),
                format.count(row.calls),
              ],
            })),
          }}
        >
          <StackedBarChart
            series={series}
            formatValue={format.count}
            rows={rows.map((row) => ({ key: row.key, label: nameOf(row), values: row.outcomes }))}
          />
        </ChartFigure>
      </>
    );
  };
  return (
    <DashboardPanel title={t('dashboard.outcomes.title')} subtitle={t('dashboard.outcomes.subtitle')}>
      <QueryView
        query={query}
        errorText={errorMessage(query.error, t('dashboard.outcomes.loadFailed'))}
        loading={<ChartSkeleton />}
      >
        {chart}
      </QueryView>
    </DashboardPanel>
  );
}
