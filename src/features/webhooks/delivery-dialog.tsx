import { Button, chakra, Code, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { InfoDialog } from '@/components/info-dialog';
import { QueryView } from '@/components/query-states';
import { formatDateTime } from '@/lib/format';
import { DeliveryStatus } from './delivery-status';
import { eventKey, type WebhookDeliveryDetail } from './webhooks-model';
import { deliveryQuery, useRedeliver } from './webhooks-queries';

interface DeliveryDialogProps {
  deliveryId: string;
  onClose: () => void;
}

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

function Block({ label, children }: { label: string; children: string }) {
  return (
    <Code
      as="pre"
      display="block"
      whiteSpace="pre-wrap"
      wordBreak="break-all"
      p="3"
      fontSize="xs"
      maxH="16rem"
      overflowY="auto"
      tabIndex={0}
      aria-label={label}
    >
      {children}
    </Code>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="2" fontSize="sm">
      {items.map(([term, value]) => (
        <chakra.div key={term} display="contents">
          <Text as="dt" color="fg.muted">
            {term}
          </Text>
          <chakra.dd wordBreak="break-word">{value}</chakra.dd>
        </chakra.div>
      ))}
    </Grid>
  );
}

function Detail({ delivery }: { delivery: WebhookDeliveryDetail }) {
  const { t, i18n } = useTranslation();
  const { request, response } = delivery;
  return (
    <Stack gap="5">
      <Facts
        items={[
          [t('webhooks.log.columns.event'), t(`webhooks.events.${eventKey(delivery.event)}`)],
          [
            t('webhooks.log.columns.time'),
            formatDateTime(delivery.createdAt, i18n.language, { seconds: true }),
          ],
          [t('webhooks.log.columns.status'), <DeliveryStatus delivery={delivery} log={[delivery]} />],
          [
            t('webhooks.log.columns.duration'),
            delivery.durationMs === null ? '—' : t('webhooks.log.duration', { count: delivery.durationMs }),
          ],
          [t('webhooks.log.columns.attempt'), String(delivery.attempt)],
        ]}
      />
      <Stack gap="2" as="section" aria-labelledby="delivery-request">
        <Heading as="h3" size="sm" id="delivery-request">
          {t('webhooks.delivery.request')}
        </Heading>
        <Text fontSize="sm" wordBreak="break-all">
          {t('webhooks.delivery.postedTo', { url: request.url })}
        </Text>
        <Block label={t('webhooks.delivery.requestHeaders')}>{headerLines(request.headers)}</Block>
        <Block label={t('webhooks.delivery.requestBody')}>{request.body}</Block>
      </Stack>
      <Stack gap="2" as="section" aria-labelledby="delivery-response">
        <Heading as="h3" size="sm" id="delivery-response">
          {t('webhooks.delivery.response')}
        </Heading>
        {response ? (
          <>
            <Block label={t('webhooks.delivery.responseHeaders')}>{headerLines(response.headers)}</Block>
            <Block label={t('webhooks.delivery.responseBody')}>{response.body}</Block>
            {response.truncated && (
              <Text fontSize="sm" color="fg.muted">
                {t('webhooks.delivery.truncated')}
              </Text>
            )}
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {delivery.state === 'pending'
              ? t('webhooks.delivery.waiting')
              : t('webhooks.delivery.noResponse')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

export function DeliveryDialog({ deliveryId, onClose }: DeliveryDialogProps) {
  const { t } = useTranslation();
  const query = useQuery(deliveryQuery(deliveryId));
  const redeliver = useRedeliver();
  return (
    <InfoDialog
      title={t('webhooks.delivery.title')}
      size="lg"
      scrollInside
      closeButton
      onClose={onClose}
      footer={
        <Button
          colorPalette="brand"
          disabled={query.data === undefined}
          loading={redeliver.isPending}
          loadingText={t('webhooks.delivery.redeliver')}
          onClick={() => redeliver.mutate(deliveryId, { onSuccess: onClose })}
        >
          {t('webhooks.delivery.redeliver')}
        </Button>
      }
    >
      <QueryView query={query} errorText={errorMessage(query.error, t('webhooks.delivery.loadError'))}>
        {(delivery) => <Detail delivery={delivery} />}
      </QueryView>
    </InfoDialog>
  );
}
