import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { analysisSettingsQuery, callInsightsQuery, type CallInsights as Insights } from '@/api/call-analysis';
import { errorMessage } from '@/api/errors';
import { BarChart } from '@/components/charts/bar-chart';
import { ChartFigure } from '@/components/charts/chart-figure';
import { EmptyState, QueryView } from '@/components/query-states';
import { formatMoney } from './currency';
import { ChartSkeleton, DashboardPanel } from './dashboard-panel';
import type { ResolvedPeriod } from './dashboard-period';
import { periodInsightsQuery } from './dashboard-queries';
import { agentsWith, seconds } from './insight-rows';
import { useFormat } from './use-format';
import { useSpend } from './use-spend';

// Proposal (post-call analysis): success, cost and latency by agent over the dashboard's period.
// Against a server without it the query holds null and none of these panels shows.
export function CallInsights({ period }: { period: ResolvedPeriod }) {
  const { t } = useTranslation();
  const query = useQuery({ ...periodInsightsQuery(period), placeholderData: keepPreviousData });
  if (query.data === null) return null;
  // One failure, one message: the four panels read the same answer.
  if (query.isError && query.data === undefined) {
    return (
      <DashboardPanel title={t('dashboard.insights.title')}>
        <QueryView query={query} errorText={errorMessage(query.error, t('dashboard.insights.loadFailed'))}>
          {() => null}
        </QueryView>
      </DashboardPanel>
    );
  }
  const panel = (title: string, subtitle: string, body: (data: Insights) => ReactNode) => (
    <DashboardPanel title={title} subtitle={subtitle}>
      <QueryView
        query={query}
        errorText={errorMessage(query.error, t('dashboard.insights.loadFailed'))}
        loading={<ChartSkeleton />}
      >
        {(data) => (data ? body(data) : null)}
      </QueryView>
    </DashboardPanel>
  );
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" aria-busy={query.isPlaceholderData}>
      {panel(t('dashboard.insights.success.title'), t('dashboard.insights.byAgent'), (data) => (
        <SuccessRate data={data} />
      ))}
      {panel(t('dashboard.insights.cost.title'), t('dashboard.insights.byAgent'), (data) => (
        <CostPerCall data={data} />
      ))}
      {panel(t('dashboard.insights.firstWord.title'), t('dashboard.insights.byAgent'), (data) => (
        <FirstWord data={data} />
      ))}
      {panel(t('dashboard.insights.field.title'), t('dashboard.insights.field.subtitle'), (data) => (
        <FieldValues data={data} period={period} />
      ))}
    </SimpleGrid>
  );
}

function SuccessRate({ data }: { data: Insights }) {
  const { t } = useTranslation();
  const format = useFormat();
  const agents = agentsWith(data.agents, 'successRate');
  const { totals } = data;
  if (agents.length === 0 || totals.successRate === null)
    return <EmptyState text={t('dashboard.insights.success.empty')} />;
  return (
    <ChartFigure
      caption={t('dashboard.insights.success.caption', {
        count: totals.analysedCalls,
        rate: format.percent(totals.successRate),
        passed: format.count(totals.passedCalls),
        analysed: format.count(totals.analysedCalls),
      })}
      tableLabel={t('dashboard.insights.success.title')}
      table={{
        columns: [
          t('dashboard.insights.agent'),
          t('dashboard.insights.success.analysed'),
          t('dashboard.insights.success.passed'),
          t('dashboard.insights.success.rate'),
        ],
        rows: agents.map((agent) => ({
          key: agent.agent,
          cells: [
            agent.agentName,
            format.count(agent.analysedCalls),
            format.count(agent.passedCalls),
            format.percent(agent.successRate ?? 0),
          ],
        })),
      }}
    >
      <BarChart
        formatValue={format.percent}
        data={agents.map((agent) => ({
          key: agent.agent,
          label: agent.agentName,
          value: agent.successRate ?? 0,
        }))}
      />
    </ChartFigure>
  );
}

function CostPerCall({ data }: { data: Insights }) {
  const { t } = useTranslation();
  const format = useFormat();
  const spend = useSpend(data.currency);
  const money = (amount: number) => formatMoney(spend.convert(amount), format.locale);
  const agents = agentsWith(data.agents, 'avgCost');
  const { totals } = data;
  if (agents.length === 0 || totals.avgCost === null)
    return <EmptyState text={t('dashboard.insights.cost.empty')} />;
  return (
    <ChartFigure
      caption={t('dashboard.insights.cost.caption', {
        count: totals.calls,
        cost: money(totals.avgCost),
        calls: format.count(totals.calls),
      })}
      tableLabel={t('dashboard.insights.cost.title')}
      table={{
        columns: [
          t('dashboard.insights.agent'),
          t('dashboard.kpi.calls'),
          t('dashboard.insights.cost.average'),
        ],
        rows: agents.map((agent) => ({
          key: agent.agent,
          cells: [agent.agentName, format.count(agent.calls), money(agent.avgCost ?? 0)],
        })),
      }}
    >
      <BarChart
        formatValue={money}
        data={agents.map((agent) => ({
          key: agent.agent,
          label: agent.agentName,
          value: spend.convert(agent.avgCost ?? 0).amount,
        }))}
      />
    </ChartFigure>
  );
}

function FirstWord({ data }: { data: Insights }) {
  const { t } = useTranslation();
  const format = useFormat();
  const agents = agentsWith(data.agents, 'avgFirstWordMs');
  const { totals } = data;
  const secondsText = (ms: number) =>
    t('dashboard.insights.firstWord.seconds', { value: format.decimal(seconds(ms)) });
  if (agents.length === 0 || totals.avgFirstWordMs === null)
    return <EmptyState text={t('dashboard.insights.firstWord.empty')} />;
  return (
    <ChartFigure
      caption={t('dashboard.insights.firstWord.caption', { time: secondsText(totals.avgFirstWordMs) })}
      tableLabel={t('dashboard.insights.firstWord.title')}
      table={{
        columns: [t('dashboard.insights.agent'), t('dashboard.insights.firstWord.average')],
        rows: agents.map((agent) => ({
          key: agent.agent,
          cells: [agent.agentName, secondsText(agent.avgFirstWordMs ?? 0)],
        })),
      }}
    >
      <BarChart
        formatValue={(value) => t('dashboard.insights.firstWord.seconds', { value: format.decimal(value) })}
        data={agents.map((agent) => ({
          key: agent.agent,
          label: agent.agentName,
          value: seconds(agent.avgFirstWordMs ?? 0),
        }))}
      />
    </ChartFigure>
  );
}

// A yes/no or option field of one agent, its values counted over the period.
function FieldValues({ data, period }: { data: Insights; period: ResolvedPeriod }) {
  const { t } = useTranslation();
  const [agentId, setAgentId] = useState(data.agents[0]?.agent ?? '');
  const [chosen, setChosen] = useState('');
  const settings = useQuery({ ...analysisSettingsQuery(agentId), enabled: agentId !== '' });
  const fields = (settings.data?.fields ?? []).filter((f) => f.type === 'boolean' || f.type === 'option');
  const field = fields.find((f) => f.name === chosen)?.name ?? fields[0]?.name;
  const { from, to, interval } = period;
  const counts = useQuery({
    ...callInsightsQuery({ from, to, interval, agentId, ...(field && { field }) }),
    enabled: field !== undefined,
    select: (answer) => answer?.field ?? null,
  });
  return (
    <Stack gap="3">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Field.Root>
          <Field.Label>{t('dashboard.insights.agent')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={agentId} onChange={(event) => setAgentId(event.target.value)}>
              {data.agents.map((agent) => (
                <option key={agent.agent} value={agent.agent}>
                  {agent.agentName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root disabled={fields.length === 0}>
          <Field.Label>{t('dashboard.insights.field.field')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={field ?? ''} onChange={(event) => setChosen(event.target.value)}>
              {fields.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      {settings.isError ? (
        <QueryView query={settings} errorText={t('dashboard.insights.loadFailed')}>
          {() => null}
        </QueryView>
      ) : settings.data === undefined && agentId !== '' ? (
        <ChartSkeleton />
      ) : field === undefined ? (
        <EmptyState text={t('dashboard.insights.field.none')} />
      ) : (
        <QueryView
          query={counts}
          errorText={errorMessage(counts.error, t('dashboard.insights.loadFailed'))}
          loading={<ChartSkeleton />}
        >
          {(values) => (values ? <FieldChart values={values} /> : null)}
        </QueryView>
      )}
    </Stack>
  );
}

function FieldChart({ values }: { values: NonNullable<Insights['field']> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = (value: string | boolean | null) =>
    value === null
      ? t('dashboard.insights.field.notSaid')
      : typeof value === 'boolean'
        ? t(value ? 'dashboard.insights.field.yes' : 'dashboard.insights.field.no')
        : value;
  const total = values.counts.reduce((sum, item) => sum + item.count, 0);
  return (
    <ChartFigure
      caption={t('dashboard.insights.field.caption', {
        count: total,
        name: values.name,
        calls: format.count(total),
      })}
      tableLabel={t('dashboard.insights.field.tableLabel', { name: values.name })}
      table={{
        columns: [t('dashboard.insights.field.value'), t('dashboard.kpi.calls')],
        rows: values.counts.map((item) => ({
          key: String(item.value),
          cells: [label(item.value), format.count(item.count)],
        })),
      }}
    >
      <BarChart
        integers
        formatValue={format.count}
        data={values.counts.map((item) => ({
          key: String(item.value),
          label: label(item.value),
          value: item.count,
        }))}
      />
    </ChartFigure>
  );
}
