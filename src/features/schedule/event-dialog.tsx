import { Field, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@/components/date-time-input/calendar-date';
import { DateTimeInput } from '@/components/date-time-input/date-time-input';
import { FormDialog } from '@/components/form-dialog';
import {
  durationChoices,
  draftProblems,
  EVENT_TYPES,
  eventRequest,
  type Call,
  type CallEvent,
  type DraftProblem,
  type EventDraft,
} from './event-draft';

export interface EventDialogProps {
  mode: 'create' | 'move';
  initial: EventDraft;
  // Calls a new event can go on; a moved event stays on its call.
  calls: readonly Call[];
  status?: NonNullable<CallEvent['status']>;
  today: IsoDate;
  max: IsoDate;
  timeZone: string;
  submitting: boolean;
  onClose: () => void;
  onSave: (body: { callId: string; event: CallEvent }) => Promise<boolean>;
}

export function EventDialog({
  mode,
  initial,
  calls,
  status = 'confirmed',
  today,
  max,
  timeZone,
  submitting,
  onClose,
  onSave,
}: EventDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [typedDateInvalid, setTypedDateInvalid] = useState(false);
  const change = (patch: Partial<EventDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const has = (problem: DraftProblem) => problems.includes(problem);

  const submit = async () => {
    // A date typed wrong keeps the last good one in the value: the input's own message stands.
    if (typedDateInvalid) return;
    const found = draftProblems(draft, { today, max, now: new Date(), timeZone });
    setProblems(found);
    const body = eventRequest(draft, timeZone, status);
    if (found.length > 0 || body === null) return;
    if (await onSave(body)) onClose();
  };

  const whenMessage = has('date')
    ? t('dateInput.invalid')
    : has('time')
      ? t('schedule.edit.timeRequired')
      : has('past')
        ? t('schedule.edit.past')
        : null;

  return (
    <FormDialog
      onClose={onClose}
      title={t(mode === 'create' ? 'schedule.edit.createTitle' : 'schedule.edit.moveTitle')}
      submitLabel={t(mode === 'create' ? 'schedule.edit.create' : 'schedule.edit.move')}
      submitting={submitting}
      onSubmit={() => void submit()}
      width="34rem"
      dirty={JSON.stringify(draft) !== JSON.stringify(initial)}
    >
      {mode === 'create' ? (
        <Field.Root required invalid={has('call')}>
          <Field.Label>
            {t('schedule.edit.call')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.callId}
              onChange={(event) => change({ callId: event.target.value })}
            >
              <option value="">{t('schedule.edit.chooseCall')}</option>
              {calls.map((call) => (
                <option key={call.id} value={call.id}>
                  {callLabel(call, locale, timeZone)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            {calls.length === 0 ? t('schedule.edit.noCalls') : t('schedule.edit.callHelp')}
          </Field.HelperText>
          <Field.ErrorText>{t('schedule.edit.callRequired')}</Field.ErrorText>
        </Field.Root>
      ) : (
        <Text fontWeight="semibold">{draft.title}</Text>
      )}
      {mode === 'create' && (
        <>
          <Field.Root>
            <Field.Label>{t('schedule.edit.type')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.type}
                onChange={(event) =>
                  change({ type: EVENT_TYPES.find((type) => type === event.target.value) ?? 'appointment' })
                }
              >
                {EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`schedule.edit.types.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required invalid={has('title')}>
            <Field.Label>
              {t('schedule.edit.title')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={draft.title}
              maxLength={200}
              onChange={(event) => change({ title: event.target.value })}
            />
            <Field.ErrorText>{t('schedule.edit.titleRequired')}</Field.ErrorText>
          </Field.Root>
        </>
      )}
      <DateTimeInput
        label={t('schedule.edit.when')}
        value={draft.when}
        onChange={(when) => {
          setTypedDateInvalid(false);
          change({ when });
        }}
        onError={() => setTypedDateInvalid(true)}
        min={today}
        max={max}
        today={today}
      />
      {whenMessage && !typedDateInvalid && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {whenMessage}
        </Text>
      )}
      <Field.Root>
        <Field.Label>{t('schedule.edit.duration')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={String(draft.duration)}
            onChange={(event) => change({ duration: Number(event.target.value) })}
          >
            {durationChoices(draft.duration).map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('schedule.edit.minutes', { count: minutes })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {mode === 'create' && (
        <Field.Root>
          <Field.Label>{t('schedule.edit.notes')}</Field.Label>
          <Textarea
            value={draft.notes}
            maxLength={2000}
            rows={3}
            onChange={(event) => change({ notes: event.target.value })}
          />
        </Field.Root>
      )}
    </FormDialog>
  );
}

function callLabel(call: Call, locale: string, timeZone: string): string {
  const who = call.leadName ?? (call.direction === 'inbound' ? call.from : call.to);
  const at = call.startedAt ?? call.scheduledAt ?? call.createdAt;
  let when = at;
  try {
    when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(at),
    );
  } catch {
    // An unknown zone or date: the raw value still tells the calls apart.
  }
  return `${who} · ${when}`;
}
