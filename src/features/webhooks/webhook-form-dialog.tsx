import { Checkbox, chakra, Field, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import {
  DESCRIPTION_MAX,
  eventKey,
  SUBSCRIBABLE_EVENTS,
  URL_MAX,
  urlProblem,
  type Webhook,
  type WebhookEvent,
  type WebhookInput,
} from './webhooks-model';

interface WebhookFormDialogProps {
  webhook?: Webhook;
  submitting: boolean;
  error: unknown;
  onSubmit: (input: WebhookInput) => void;
  onClose: () => void;
}

export function WebhookFormDialog({ webhook, submitting, error, onSubmit, onClose }: WebhookFormDialogProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(webhook?.events ?? []);
  const [enabled, setEnabled] = useState(webhook?.enabled ?? true);
  const [checked, setChecked] = useState(false);
  const urlInput = useRef<HTMLInputElement>(null);
  const eventsGroup = useRef<HTMLFieldSetElement>(null);
  const problem = checked ? urlProblem(url) : null;
  const noEvents = checked && events.length === 0;
  const dirty =
    url !== (webhook?.url ?? '') ||
    description !== (webhook?.description ?? '') ||
    events.join() !== (webhook?.events ?? []).join() ||
    enabled !== (webhook?.enabled ?? true);

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) => SUBSCRIBABLE_EVENTS.filter((e) => (e === event ? on : current.includes(e))));

  const submit = () => {
    setChecked(true);
    if (urlProblem(url)) {
      urlInput.current?.focus();
      return;
    }
    if (events.length === 0) {
      eventsGroup.current?.querySelector('input')?.focus();
      return;
    }
    onSubmit({ url: url.trim(), description: description.trim(), events, enabled });
  };

  return (
    <FormDialog
      title={webhook ? t('webhooks.form.editTitle') : t('webhooks.form.addTitle')}
      submitLabel={webhook ? t('webhooks.form.save') : t('webhooks.form.add')}
      submitting={submitting}
      width="34rem"
      dirty={dirty}
      onClose={onClose}
      onSubmit={submit}
    >
      {error !== null && error !== undefined && (
        <Text role="alert" color="fg.error">
          {errorMessage(error, t('webhooks.form.failed'))}
        </Text>
      )}
      <Field.Root required invalid={problem !== null}>
        <Field.Label>
          {t('webhooks.form.url')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={urlInput}
          type="url"
          inputMode="url"
          value={url}
          autoComplete="off"
          maxLength={URL_MAX + 20}
          placeholder="https://"
          disabled={submitting}
          onChange={(event) => setUrl(event.target.value)}
        />
        {problem ? (
          <Field.ErrorText>{t(`webhooks.form.urlProblem.${problem}`)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('webhooks.form.urlHelp')}</Field.HelperText>
        )}
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('webhooks.form.description')}</Field.Label>
        <Input
          value={description}
          maxLength={DESCRIPTION_MAX}
          autoComplete="off"
          disabled={submitting}
          placeholder={t('webhooks.form.descriptionPlaceholder')}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field.Root>
      <chakra.fieldset ref={eventsGroup} minW="0" aria-describedby="webhook-events-hint">
        <chakra.legend fontWeight="medium" fontSize="sm" mb="1">
          {t('webhooks.form.events')}
        </chakra.legend>
        <Text id="webhook-events-hint" fontSize="sm" color={noEvents ? 'fg.error' : 'fg.muted'} mb="2">
          {noEvents ? t('webhooks.form.eventsRequired') : t('webhooks.form.eventsHelp')}
        </Text>
        <Stack gap="2">
          {SUBSCRIBABLE_EVENTS.map((event) => (
            <Checkbox.Root
              key={event}
              size="sm"
              checked={events.includes(event)}
              disabled={submitting}
              onCheckedChange={(details) => toggle(event, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`webhooks.events.${eventKey(event)}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </chakra.fieldset>
      <Switch.Root
        checked={enabled}
        colorPalette="brand"
        size="sm"
        disabled={submitting}
        onCheckedChange={(details) => setEnabled(details.checked)}
      >
        <Switch.HiddenInput role="switch" />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('webhooks.form.enabled')}</Switch.Label>
      </Switch.Root>
    </FormDialog>
  );
}
