import { Badge, Button, Code, Heading, HStack, Stack, Switch, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { DeliveryLog } from './delivery-log';
import { VerifySnippet } from './verify-snippet';
import { eventKey, maskedSecret, type Webhook } from './webhooks-model';
import { useSendTest, useToggleWebhook } from './webhooks-queries';

interface WebhookEndpointProps {
  webhook: Webhook;
  onBack: () => void;
  onEdit: () => void;
  onRemove: () => void;
  onRotate: () => void;
}

export function WebhookEndpoint({ webhook, onBack, onEdit, onRemove, onRotate }: WebhookEndpointProps) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const sendTest = useSendTest();
  const toggle = useToggleWebhook();
  // Opening an endpoint replaces the list: the focus goes where the new content starts.
  useEffect(() => heading.current?.focus(), [webhook.id]);
  return (
    <Stack gap="6">
      <div>
        <Button variant="ghost" size="sm" px="1" onClick={onBack}>
          <span aria-hidden="true">← </span>
          {t('webhooks.endpoint.back')}
        </Button>
      </div>
      <Stack gap="2">
        <Heading as="h3" size="md" ref={heading} tabIndex={-1} wordBreak="break-all">
          {webhook.url}
        </Heading>
        {webhook.description && <Text color="fg.muted">{webhook.description}</Text>}
        <Text fontSize="sm" color="fg.muted">
          {t('webhooks.endpoint.created', { time: formatDateTime(webhook.createdAt, i18n.language) })}
        </Text>
        <Wrap gap="2" aria-label={t('webhooks.endpoint.events')} role="list">
          {webhook.events.map((event) => (
            <Badge key={event} role="listitem" variant="outline">
              {t(`webhooks.events.${eventKey(event)}`)}
            </Badge>
          ))}
        </Wrap>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          loading={sendTest.isPending}
          loadingText={t('webhooks.test.button')}
          onClick={() => sendTest.mutate(webhook)}
        >
          {t('webhooks.test.button')}
        </Button>
        <Button variant="outline" onClick={onEdit}>
          {t('webhooks.endpoint.edit')}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={onRemove}>
          {t('webhooks.remove.button')}
        </Button>
        <Switch.Root
          checked={webhook.enabled}
          colorPalette="brand"
          size="sm"
          disabled={toggle.isPending}
          onCheckedChange={() => toggle.mutate(webhook)}
        >
          <Switch.HiddenInput role="switch" />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('webhooks.form.enabled')}</Switch.Label>
        </Switch.Root>
      </HStack>
      <Stack as="section" aria-labelledby="webhook-secret-heading" gap="3">
        <Heading as="h4" size="md" id="webhook-secret-heading">
          {t('webhooks.secret.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('webhooks.secret.intro')}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Code aria-label={t('webhooks.secret.masked')}>{maskedSecret(webhook.secretLast4)}</Code>
          <Button size="sm" variant="outline" onClick={onRotate}>
            {t('webhooks.rotate.button')}
          </Button>
        </HStack>
        <VerifySnippet />
      </Stack>
      <DeliveryLog webhook={webhook} />
    </Stack>
  );
}
