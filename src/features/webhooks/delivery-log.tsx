import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { Pagination } from '@/components/pagination';
import { QueryView } from '@/components/query-states';
import { TableFrame } from '@/components/table-frame';
import { usePaging } from '@/components/use-paging';
import { formatDateTime } from '@/lib/format';
import { DeliveryDialog } from './delivery-dialog';
import { DeliveryStatus } from './delivery-status';
import { DELIVERIES_PAGE_SIZE, eventKey, type Webhook, type WebhookDelivery } from './webhooks-model';
import { deliveriesQuery } from './webhooks-queries';

export function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation();
  const paging = usePaging(DELIVERIES_PAGE_SIZE);
  const [opened, setOpened] = useState<string | null>(null);
  const query = useQuery(deliveriesQuery(webhook.id, paging.pageIndex));
  const rows: WebhookDelivery[] = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Stack as="section" aria-labelledby="webhook-log-heading" gap="3">
      <Heading as="h4" size="md" id="webhook-log-heading">
        {t('webhooks.log.title')}
      </Heading>
      <QueryView
        query={query}
        errorText={errorMessage(query.error, t('webhooks.log.loadError'))}
        empty={rows.length === 0 && paging.pageIndex === 0}
        emptyText={t('webhooks.log.empty')}
      >
        {() => (
          <>
            <TableFrame
              caption={t('webhooks.log.caption', { url: webhook.url })}
              minW="44rem"
              columns={[
                { key: 'event', label: t('webhooks.log.columns.event') },
                { key: 'time', label: t('webhooks.log.columns.time') },
                { key: 'status', label: t('webhooks.log.columns.status') },
                { key: 'duration', label: t('webhooks.log.columns.duration'), align: 'end' },
                { key: 'attempt', label: t('webhooks.log.columns.attempt'), align: 'end' },
                { key: 'actions', label: t('webhooks.log.columns.actions'), align: 'end' },
              ]}
            >
              {rows.map((row) => {
                const event = t(`webhooks.events.${eventKey(row.event)}`);
                const time = formatDateTime(row.createdAt, i18n.language, { seconds: true });
                return (
                  <Table.Row key={row.id}>
                    <Table.Cell>
                      <Text fontWeight="medium">{event}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t(`webhooks.trigger.${row.trigger}`)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{time}</Table.Cell>
                    <Table.Cell>
                      <DeliveryStatus delivery={row} log={rows} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {row.durationMs === null ? '—' : t('webhooks.log.duration', { count: row.durationMs })}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{row.attempt}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('webhooks.log.openLabel', { event, attempt: row.attempt, time })}
                        onClick={() => setOpened(row.id)}
                      >
                        {t('webhooks.log.open')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </TableFrame>
            {total > DELIVERIES_PAGE_SIZE && (
              <Pagination
                label={t('webhooks.log.pages')}
                {...paging.controls}
                total={total}
                shown={rows.length}
              />
            )}
          </>
        )}
      </QueryView>
      {opened && <DeliveryDialog deliveryId={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}
