import { Box, Grid, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CallMetrics } from '@/api/call-analysis';
import { errorMessage } from '@/api/errors';
import { ErrorState, LoadingState } from '@/components/query-states';
import { TableFrame } from '@/components/table-frame';
import { formatCost } from '@/lib/format';
import type { Call } from '../call-playback-queries';
import { costBreakdown, formatShare, slowestTurn, STAGES } from './analysis-model';
import { useCallMetrics } from './analysis-queries';
import { Panel } from './panel';
import { useLatencyText } from './use-latency-text';

function CostTable({ metrics }: { metrics: CallMetrics }) {
  const { t, i18n } = useTranslation();
  const { rows, total } = costBreakdown(metrics);
  const money = (amount: number) => formatCost(amount, metrics.currency, i18n.language);
  if (rows.length === 0) {
    return <Text>{t('callSummary.analysis.cost.noParts', { total: money(total) })}</Text>;
  }
  return (
    <TableFrame
      caption={t('callSummary.analysis.cost.caption')}
      columns={[
        { key: 'part', label: t('callSummary.analysis.cost.part') },
        { key: 'amount', label: t('callSummary.analysis.cost.amount'), align: 'end' },
        { key: 'share', label: t('callSummary.analysis.cost.share'), align: 'end' },
      ]}
      data-testid="cost-parts"
    >
      {rows.map((row) => (
        <Table.Row key={row.kind} data-kind={row.kind}>
          <Table.Cell>{t(`callSummary.analysis.cost.parts.${row.kind}`)}</Table.Cell>
          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-amount="">
            {money(row.amount)}
          </Table.Cell>
          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
            {formatShare(row.share, i18n.language)}
          </Table.Cell>
        </Table.Row>
      ))}
      <Table.Row data-kind="total" fontWeight="semibold">
        <Table.Cell>{t('callSummary.analysis.cost.total')}</Table.Cell>
        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-total="">
          {money(total)}
        </Table.Cell>
        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
          {formatShare(100, i18n.language)}
        </Table.Cell>
      </Table.Row>
    </TableFrame>
  );
}

function LatencyBody({ metrics, call }: { metrics: CallMetrics; call: Call }) {
  const { t } = useTranslation();
  const latency = useLatencyText();
  const { firstWordMs, p50, p95, turns } = metrics.latency;
  const slowest = slowestTurn(turns, call);
  return (
    <Stack gap="4">
      <Grid as="dl" templateColumns="max-content 1fr" columnGap="6" rowGap="2">
        <Text as="dt" color="fg.muted" fontSize="sm">
          {t('callSummary.analysis.latency.firstWord')}
        </Text>
        <Text as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums">
          {firstWordMs === null ? t('callSummary.analysis.latency.nobodySpoke') : latency(firstWordMs)}
        </Text>
      </Grid>
      {p50 && p95 ? (
        <TableFrame
          caption={t('callSummary.analysis.latency.caption')}
          columns={[
            { key: 'stage', label: t('callSummary.analysis.latency.stage') },
            { key: 'p50', label: t('callSummary.analysis.latency.p50'), align: 'end' },
            { key: 'p95', label: t('callSummary.analysis.latency.p95'), align: 'end' },
          ]}
          data-testid="latency-stages"
        >
          {STAGES.map((stage) => (
            <Table.Row key={stage} data-stage={stage}>
              <Table.Cell>{t(`callSummary.analysis.latency.stages.${stage}`)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {latency(p50[stage])}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {latency(p95[stage])}
              </Table.Cell>
            </Table.Row>
          ))}
        </TableFrame>
      ) : (
        <Text color="fg.muted">{t('callSummary.analysis.latency.noTurns')}</Text>
      )}
      {slowest && (
        <Box>
          <Text>
            {t('callSummary.analysis.latency.slowest', {
              time: latency(slowest.totalMs),
              line: slowest.line + 1,
            })}{' '}
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to="/playcall" search={{ id: call.id }}>
                {t('callSummary.analysis.latency.slowestLink')}
              </RouterLink>
            </Link>
          </Text>
        </Box>
      )}
    </Stack>
  );
}

export function MetricsPanels({ call }: { call: Call }) {
  const { t } = useTranslation();
  const metrics = useCallMetrics(call.id);
  // A server without metrics (404/501): nothing to show, nothing to say.
  if (metrics.data === null) return null;
  if (metrics.data === undefined) {
    const failed = metrics.isError && !metrics.isFetching;
    const state = (loadFailed: string) =>
      failed ? (
        <ErrorState
          message={errorMessage(metrics.error, loadFailed)}
          onRetry={() => void metrics.refetch()}
        />
      ) : (
        <LoadingState label={t('callSummary.analysis.metricsLoading')} />
      );
    return (
      <>
        <Panel id="call-cost" title={t('callSummary.analysis.cost.title')}>
          {state(t('callSummary.analysis.cost.loadFailed'))}
        </Panel>
        <Panel id="call-latency" title={t('callSummary.analysis.latency.title')}>
          {state(t('callSummary.analysis.latency.loadFailed'))}
        </Panel>
      </>
    );
  }
  return (
    <>
      <Panel id="call-cost" title={t('callSummary.analysis.cost.title')}>
        <CostTable metrics={metrics.data} />
      </Panel>
      <Panel id="call-latency" title={t('callSummary.analysis.latency.title')}>
        <LatencyBody metrics={metrics.data} call={call} />
      </Panel>
    </>
  );
}
