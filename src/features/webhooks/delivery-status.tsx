import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { deliveryNote, type WebhookDelivery } from './webhooks-model';

const PALETTE = { pending: 'gray', succeeded: 'green', failed: 'red' } as const;

/** The attempt's outcome, and what happens next when it failed. */
export function DeliveryStatus({
  delivery,
  log,
}: {
  delivery: WebhookDelivery;
  log: readonly WebhookDelivery[];
}) {
  const { t, i18n } = useTranslation();
  const note = deliveryNote(delivery, log);
  const label =
    delivery.state === 'pending'
      ? t('webhooks.status.pending')
      : delivery.statusCode !== null
        ? String(delivery.statusCode)
        : t('webhooks.status.noAnswer');
  return (
    <Stack gap="1" align="start">
      <Badge colorPalette={PALETTE[delivery.state]} variant="subtle">
        {label}
      </Badge>
      {delivery.error && (
        <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
          {delivery.error}
        </Text>
      )}
      {note && (
        <Text fontSize="xs" color={note.kind === 'gaveUp' ? 'fg.error' : 'fg.muted'}>
          {note.kind === 'gaveUp'
            ? t('webhooks.status.gaveUp', { count: note.attempts })
            : t(`webhooks.status.${note.kind}`, {
                time: formatDateTime(note.at, i18n.language, { seconds: true }),
              })}
        </Text>
      )}
    </Stack>
  );
}
