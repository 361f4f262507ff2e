import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@/components/date-time-input/calendar-date';
import { FormDialog } from '@/components/form-dialog';
import { callsFreeForEvent, draftOf, emptyDraft, eventRequest, type Call } from './event-draft';
import { EventDialog } from './event-dialog';
import { formatEventTime, type CalendarEvent } from './schedule-events';
import { useUpdateEvent } from './schedule-queries';

export type ScheduleEdit =
  { kind: 'create' } | { kind: 'move'; event: CalendarEvent } | { kind: 'cancel'; event: CalendarEvent };

interface ScheduleEditDialogsProps {
  edit: ScheduleEdit;
  agentId: string;
  calls: readonly Call[];
  today: IsoDate;
  max: IsoDate;
  timeZone: string;
  onClose: () => void;
}

export function ScheduleEditDialogs({
  edit,
  agentId,
  calls,
  today,
  max,
  timeZone,
  onClose,
}: ScheduleEditDialogsProps) {
  const { t, i18n } = useTranslation();
  const { save, pending } = useUpdateEvent(agentId);
  const shared = { today, max, timeZone, submitting: pending, onClose };

  if (edit.kind === 'create') {
    return (
      <EventDialog
        mode="create"
        initial={emptyDraft()}
        calls={callsFreeForEvent(calls)}
        onSave={(body) => save(body, t('schedule.edit.created'))}
        {...shared}
      />
    );
  }
  const call = calls.find((item) => item.id === edit.event.callId);
  const draft = draftOf(edit.event, call, timeZone);
  if (edit.kind === 'move') {
    return (
      <EventDialog
        mode="move"
        initial={draft}
        calls={[]}
        status={edit.event.status}
        onSave={(body) => save(body, t('schedule.edit.moved'))}
        {...shared}
      />
    );
  }
  return (
    <FormDialog
      onClose={onClose}
      title={t('schedule.edit.cancelTitle', { title: edit.event.title })}
      submitLabel={t('schedule.edit.cancelConfirm')}
      submitting={pending}
      destructive
      onSubmit={() => {
        const body = eventRequest(draft, timeZone, 'cancelled');
        if (!body) return;
        void save(body, t('schedule.edit.cancelled')).then((ok) => ok && onClose());
      }}
    >
      <Text>
        {t('schedule.edit.cancelBody', {
          when: formatEventTime(edit.event, timeZone, i18n.language || 'en'),
        })}
      </Text>
    </FormDialog>
  );
}
