import { useTranslation } from 'react-i18next';
import { BarChart } from '@/components/charts/bar-chart';
import { ChartFigure } from '@/components/charts/chart-figure';
import { DashboardPanel } from './dashboard-panel';
import { count, type AgentAnalysis } from './dashboard-metrics';
import { useFormat } from './use-format';

export function CallsOverTime({ analysis }: { analysis: AgentAnalysis }) {
  const { t } = useTranslation();
  const format = useFormat();
  const series = Array.isArray(analysis.series) ? analysis.series : [];
  const interval = analysis.interval;
  const points = series.map((point, index) => {
    const range =
      point.periodStart === point.periodEnd
        ? format.fullDay(point.periodStart)
        : t('dashboard.period.range', {
            from: format.day(point.periodStart),
            to: format.fullDay(point.periodEnd),
          });
    return { point, index, range, calls: count(point.calls) };
  });
  const total = points.reduce((sum, p) => sum + p.calls, 0);
  const busiest = points.reduce<(typeof points)[number] | undefined>(
    (best, p) => (best === undefined || p.calls > best.calls ? p : best),
    undefined,
  );
  const caption =
    busiest && busiest.calls > 0
      ? t('dashboard.overTime.caption', {
          count: total,
          total: format.count(total),
          busiest: busiest.range,
          busiestCalls: format.count(busiest.calls),
        })
      : t('dashboard.overTime.captionNone');
  return (
    <DashboardPanel title={t('dashboard.overTime.title')} subtitle={t(`dashboard.overTime.by.${interval}`)}>
      <ChartFigure
        caption={caption}
        tableLabel={t('dashboard.overTime.tableLabel')}
        table={{
          columns: [
            t('dashboard.overTime.period'),
            t('dashboard.kpi.calls'),
            t('dashboard.overTime.answered'),
            t('dashboard.kpi.minutes'),
          ],
          rows: points.map(({ point, index, range, calls }) => ({
            key: `${point.periodStart}-${index}`,
            cells: [
              range,
              format.count(calls),
              format.count(count(point.answeredCalls)),
              format.decimal(count(point.minutes)),
            ],
          })),
        }}
      >
        <BarChart
          integers
          formatValue={format.compact}
          data={points.map(({ point, index, range, calls }) => ({
            key: `${point.periodStart}-${index}`,
            label: format.periodLabel(point.periodStart, interval),
            value: calls,
            title: t('dashboard.overTime.barTitle', { count: calls, range, calls: format.count(calls) }),
          }))}
        />
      </ChartFigure>
    </DashboardPanel>
  );
}
