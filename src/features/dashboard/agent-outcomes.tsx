import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '@/components/charts/chart-figure';
import { ChartLegend } from '@/components/charts/chart-legend';
import { StackedBarChart, type StackSeries } from '@/components/charts/stacked-bar-chart';
import { DashboardPanel } from './dashboard-panel';
import type { ResolvedPeriod } from './dashboard-period';
import { agentOutcomes, count, OUTCOMES, type Outcome } from './dashboard-metrics';
import { useAgentRows } from './dashboard-queries';
import { ChartSkeleton, PanelError } from './dashboard-status';
import { useFormat } from './use-format';

const COLORS: Record<Outcome, string> = {
  booked: 'var(--chakra-colors-brand-600)',
  transferred: 'var(--chakra-colors-teal-600)',
  otherAnswered: 'var(--chakra-colors-blue-300)',
  notAnswered: 'var(--chakra-colors-gray-400)',
};

/** How each agent's calls of the period ended (the agents with the most calls), as stacked bars. */
export function AgentOutcomes({ period }: { period: ResolvedPeriod }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useAgentRows(period, true);
  const series: StackSeries[] = OUTCOMES.map((key) => ({
    key,
    label: t(`dashboard.outcomes.${key}`),
    color: COLORS[key],
  }));

  let body;
  if (query.data) {
    const rows = agentOutcomes(Array.isArray(query.data.data) ? query.data.data : []);
    const total = Math.max(count(query.data.total), rows.length);
    const nameOf = (row: (typeof rows)[number]) => row.name ?? t('dashboard.outcomes.unknownAgent');
    const top = rows.reduce<(typeof rows)[number] | undefined>(
      (best, row) => (best === undefined || row.calls > best.calls ? row : best),
      undefined,
    );
    body =
      rows.length === 0 || !top ? (
        <Text color="fg.muted">{t('dashboard.outcomes.empty')}</Text>
      ) : (
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
              columns: [
                t('dashboard.outcomes.agent'),
                ...series.map((s) => s.label),
                t('dashboard.kpi.calls'),
              ],
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
  } else if (query.isError) {
    body = (
      <PanelError
        error={query.error}
        fallback={t('dashboard.outcomes.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <ChartSkeleton />;
  }
  return (
    <DashboardPanel title={t('dashboard.outcomes.title')} subtitle={t('dashboard.outcomes.subtitle')}>
      {body}
    </DashboardPanel>
  );
}
