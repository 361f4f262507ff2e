import { Box, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { DashboardPanel } from './dashboard-panel';
import { formatDuration } from '@/lib/format';
import { count } from './dashboard-metrics';
import { useCallDuration } from './dashboard-queries';
import { useFormat } from './use-format';

export function AllTimeTotals() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useCallDuration();
  const totals = (summary: NonNullable<typeof query.data>) => {
    const inbound = summary.byDirection.inbound;
    const outbound = summary.byDirection.outbound;
    const hours = count(summary.totalSeconds) / 3600;
    const items: [string, string][] = [
      [t('dashboard.allTime.calls'), format.count(count(summary.totalCalls))],
      [t('dashboard.allTime.talkTime'), t('dashboard.allTime.hours', { hours: format.decimal(hours) })],
      [t('dashboard.allTime.average'), formatDuration(summary.averageSeconds)],
      [
        t('dashboard.allTime.inbound'),
        t('dashboard.allTime.direction', {
          calls: format.count(count(inbound.calls)),
          average: formatDuration(inbound.averageSeconds),
        }),
      ],
      [
        t('dashboard.allTime.outbound'),
        t('dashboard.allTime.direction', {
          calls: format.count(count(outbound.calls)),
          average: formatDuration(outbound.averageSeconds),
        }),
      ],
    ];
    return (
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 5 }} gap="4" m="0" data-testid="all-time">
        {items.map(([label, value]) => (
          <Box key={label}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" m="0" fontWeight="semibold">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    );
  };
  return (
    <DashboardPanel title={t('dashboard.allTime.title')} subtitle={t('dashboard.allTime.subtitle')}>
      <QueryView
        query={query}
        errorText={errorMessage(query.error, t('dashboard.allTime.loadFailed'))}
        loading={<Skeleton h="24" />}
      >
        {totals}
      </QueryView>
    </DashboardPanel>
  );
}
