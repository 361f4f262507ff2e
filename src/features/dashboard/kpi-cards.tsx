import { Box, Card, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './currency';
import { formatDuration } from '@/lib/format';
import type { AgentAnalysis, Kpis } from './dashboard-metrics';
import { useFormat } from './use-format';
import type { Spend } from './use-spend';

function KpiCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  const id = useId();
  return (
    <Box as="li" listStyleType="none" display="flex">
      <Card.Root size="sm" variant="outline" role="group" aria-labelledby={id} flex="1">
        <Card.Body gap="1">
          <Text id={id} fontSize="sm" color="fg.muted" fontWeight="medium">
            {label}
          </Text>
          <Text
            fontSize="2xl"
            fontWeight="semibold"
            lineHeight="short"
            data-part="value"
            wordBreak="break-word"
          >
            {value}
          </Text>
          {hint && (
            <Text fontSize="xs" color="fg.muted">
              {hint}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

const grid = { base: 1, sm: 2, lg: 4 } as const;

interface KpiCardsProps {
  kpis: Kpis;
  totals: AgentAnalysis['totals'];
  spend: Spend;
}

export function KpiCards({ kpis, totals, spend }: KpiCardsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = spend.convert(kpis.spend);
  return (
    <SimpleGrid as="ul" aria-label={t('dashboard.kpi.label')} columns={grid} gap="4" m="0" p="0">
      <KpiCard
        label={t('dashboard.kpi.calls')}
        value={format.count(kpis.calls)}
        hint={t('dashboard.kpi.direction', {
          inbound: format.count(totals.inboundCalls),
          outbound: format.count(totals.outboundCalls),
        })}
      />
      <KpiCard
        label={t('dashboard.kpi.minutes')}
        value={format.decimal(kpis.minutes)}
        hint={t('dashboard.kpi.avgCall', { duration: formatDuration(kpis.avgDurationSeconds) })}
      />
      <KpiCard
        label={t('dashboard.kpi.spend')}
        value={
          spend.pending ? (
            <Skeleton as="span" display="block" h="8" w="8rem" />
          ) : (
            formatMoney(money, format.locale)
          )
        }
        hint={
          spend.pending ? undefined : money.fallback ? (
            <Text as="span" data-testid="fx-fallback">
              {t('dashboard.kpi.fxFallback', { currency: money.currency })}
            </Text>
          ) : (
            t('dashboard.kpi.inCurrency', { currency: money.currency })
          )
        }
      />
      <KpiCard
        label={t('dashboard.kpi.successRate')}
        value={kpis.successRate === null ? t('dashboard.kpi.noRate') : format.percent(kpis.successRate)}
        hint={t('dashboard.kpi.answered', {
          answered: format.count(kpis.answeredCalls),
          calls: format.count(kpis.calls),
        })}
      />
    </SimpleGrid>
  );
}

export function KpiCardsSkeleton() {
  const { t } = useTranslation();
  const labels = ['calls', 'minutes', 'spend', 'successRate'] as const;
  return (
    <SimpleGrid as="ul" aria-label={t('dashboard.kpi.label')} columns={grid} gap="4" m="0" p="0">
      {labels.map((key) => (
        <KpiCard
          key={key}
          label={t(`dashboard.kpi.${key}`)}
          value={<Skeleton as="span" display="block" h="8" w="6rem" />}
          hint={<Skeleton as="span" display="block" h="3" w="10rem" />}
        />
      ))}
    </SimpleGrid>
  );
}
