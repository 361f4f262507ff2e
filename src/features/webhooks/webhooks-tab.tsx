import { Badge, Button, Code, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { webhooksQuery } from '@/api/webhooks';
import { FormDialog } from '@/components/form-dialog';
import { QueryView } from '@/components/query-states';
import { TableFrame } from '@/components/table-frame';
import { WebhookEndpoint } from './webhook-endpoint';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import { eventKey, hookList, maskedSecret, type Webhook } from './webhooks-model';
import { useDeleteWebhook, useRotateSecret, useSaveWebhook } from './webhooks-queries';

interface Revealed {
  id: string;
  url: string;
  secret: string;
  rotated: boolean;
}

export function WebhooksTab() {
  const { t } = useTranslation();
  const list = useQuery(webhooksQuery());
  const hooks = hookList(list.data);
  const [openId, setOpenId] = useState<string | null>(null);
  const [form, setForm] = useState<{ webhook?: Webhook } | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const opened = hooks.find((hook) => hook.id === openId);
  // Back on the list, the focus returns to the endpoint left, or to the heading once it is removed.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const back = () => {
    setReturnTo(openId);
    setOpenId(null);
  };

  // The secret's dialog opens over the form (or the rotation's confirmation), which closes with it:
  // closing the form first would hand the focus back to the page under the new dialog.
  const save = useSaveWebhook((webhook, secret) => {
    if (secret) setRevealed({ id: webhook.id, url: webhook.url, secret, rotated: false });
    else setForm(null);
  });
  const rotate = useRotateSecret((secret) => {
    if (rotating) setRevealed({ id: rotating.id, url: rotating.url, secret, rotated: true });
  });
  const remove = useDeleteWebhook();
  const closeRevealed = () => {
    if (revealed) setOpenId(revealed.id);
    setRevealed(null);
    setForm(null);
    setRotating(null);
  };
  const openForm = (webhook?: Webhook) => {
    save.reset();
    setForm(webhook ? { webhook } : {});
  };

  return (
    <Stack as="section" aria-labelledby="webhooks-heading" gap="4">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="webhooks-heading" ref={heading} tabIndex={-1}>
            {t('webhooks.title')}
          </Heading>
          <Text color="fg.muted">{t('webhooks.intro')}</Text>
        </Stack>
        {!opened && (
          <Button colorPalette="brand" onClick={() => openForm()}>
            {t('webhooks.add')}
          </Button>
        )}
      </HStack>
      {opened ? (
        <WebhookEndpoint
          webhook={opened}
          onBack={back}
          onEdit={() => openForm(opened)}
          onRemove={() => setRemoving(opened)}
          onRotate={() => setRotating(opened)}
        />
      ) : (
        <QueryView
          query={list}
          errorText={errorMessage(list.error, t('webhooks.loadError'))}
          empty={hooks.length === 0}
          emptyText={t('webhooks.empty')}
        >
          {() => <EndpointsTable hooks={hooks} focusId={returnTo} onOpen={setOpenId} />}
        </QueryView>
      )}
      {form && (
        <WebhookFormDialog
          webhook={form.webhook}
          submitting={save.isPending}
          error={save.error}
          onClose={() => setForm(null)}
          onSubmit={(input) => save.mutate({ id: form.webhook?.id, input })}
        />
      )}
      {rotating && (
        <FormDialog
          destructive
          title={t('webhooks.rotate.title')}
          submitLabel={t('webhooks.rotate.submit')}
          submitting={rotate.isPending}
          onClose={() => setRotating(null)}
          onSubmit={() => rotate.mutate(rotating)}
        >
          <Text wordBreak="break-word">{t('webhooks.rotate.body', { url: rotating.url })}</Text>
        </FormDialog>
      )}
      {revealed && (
        <WebhookSecretDialog
          url={revealed.url}
          secret={revealed.secret}
          rotated={revealed.rotated}
          onClose={closeRevealed}
        />
      )}
      {removing && (
        <FormDialog
          destructive
          title={t('webhooks.remove.title')}
          submitLabel={t('webhooks.remove.submit')}
          submitting={remove.isPending}
          onClose={() => setRemoving(null)}
          onSubmit={() =>
            remove.mutate(removing, {
              onSuccess: () => {
                setRemoving(null);
                setOpenId(null);
                setReturnTo(null);
                heading.current?.focus();
              },
            })
          }
        >
          <Text wordBreak="break-word">{t('webhooks.remove.body', { url: removing.url })}</Text>
        </FormDialog>
      )}
    </Stack>
  );
}

interface EndpointsTableProps {
  hooks: readonly Webhook[];
  focusId: string | null;
  onOpen: (id: string) => void;
}

function EndpointsTable({ hooks, focusId, onOpen }: EndpointsTableProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (focusId) document.getElementById(`webhook-open-${focusId}`)?.focus();
  }, [focusId]);
  return (
    <TableFrame
      caption={t('webhooks.caption')}
      minW="44rem"
      columns={[
        { key: 'url', label: t('webhooks.columns.url') },
        { key: 'events', label: t('webhooks.columns.events') },
        { key: 'status', label: t('webhooks.columns.status') },
        { key: 'secret', label: t('webhooks.columns.secret') },
        { key: 'actions', label: t('webhooks.columns.actions'), align: 'end' },
      ]}
    >
      {hooks.map((hook) => (
        <Table.Row key={hook.id}>
          <Table.Cell maxW="22rem">
            <Text fontWeight="medium" wordBreak="break-all">
              {hook.url}
            </Text>
            {hook.description && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {hook.description}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell maxW="16rem">
            <Text fontSize="sm">
              {hook.events.map((event) => t(`webhooks.events.${eventKey(event)}`)).join(', ')}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={hook.enabled ? 'green' : 'gray'} variant="subtle">
              {hook.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
            </Badge>
          </Table.Cell>
          <Table.Cell>
            <Code>{maskedSecret(hook.secretLast4)}</Code>
          </Table.Cell>
          <Table.Cell textAlign="end">
            <Button
              id={`webhook-open-${hook.id}`}
              size="xs"
              variant="outline"
              aria-label={t('webhooks.openLabel', { url: hook.url })}
              onClick={() => onOpen(hook.id)}
            >
              {t('webhooks.open')}
            </Button>
          </Table.Cell>
        </Table.Row>
      ))}
    </TableFrame>
  );
}
