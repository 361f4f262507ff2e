import { Badge, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { InfoDialog } from '@/components/info-dialog';
import { QueryView } from '@/components/query-states';
import { TableFrame } from '@/components/table-frame';
import { formatLocaleNumber } from '@/lib/locale-number';
import { rateHistory, type RateStanding } from './agent-rate-history';
import { agentRateHistoryQuery } from '../catalogue-queries';
import { today } from '../registry/agent-rate';

const palette: Record<RateStanding, string> = { scheduled: 'blue', current: 'green', past: 'gray' };

export function AgentRateHistoryDialog({
  agent,
  onClose,
}: {
  agent: { id: string; name: string };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  // Opened after a save on this screen: the history must include it.
  const history = useQuery({ ...agentRateHistoryQuery(agent.id), staleTime: 0 });
  const caption = t('catalogue.agentRate.history.title', { name: agent.name });
  return (
    <InfoDialog title={caption} onClose={onClose} width="36rem" scrollInside closeButton>
      <Text color="fg.muted" mb="3">
        {t('catalogue.agentRate.history.help')}
      </Text>
      <QueryView
        query={history}
        errorText={errorMessage(history.error, t('catalogue.agentRate.history.loadError'))}
        empty={history.data?.data.length === 0}
        emptyText={t('catalogue.agentRate.history.empty')}
      >
        {(answer) => (
          <TableFrame
            caption={caption}
            columns={[
              { key: 'effectiveFrom', label: t('catalogue.agentRate.columns.effectiveFrom') },
              { key: 'pricePerMinute', label: t('catalogue.agentRate.columns.pricePerMinute') },
              { key: 'standing', label: t('catalogue.agentRate.history.standing') },
            ]}
          >
            {rateHistory(answer.data, today()).map(({ rate, standing }) => (
              <Table.Row key={rate.id}>
                <Table.Cell>{rate.effectiveFrom}</Table.Cell>
                <Table.Cell>{`${formatLocaleNumber(rate.pricePerMinute, i18n.language)} ${rate.currency}`}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={palette[standing]}>
                    {t(`catalogue.agentRate.history.${standing}`)}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </TableFrame>
        )}
      </QueryView>
    </InfoDialog>
  );
}
