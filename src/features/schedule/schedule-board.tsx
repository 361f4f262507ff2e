import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { todayIn, type IsoDate } from '@/components/date-time-input/calendar-date';
import { ScheduleDays } from './schedule-days';
import { ScheduleEditDialogs, type ScheduleEdit } from './schedule-edit-dialogs';
import { countEvents, scheduleDays, type CalendarEvent } from './schedule-events';
import { boardLimits, clampToLimits, rangeLabel, rangeOf } from './schedule-range';
import type { ScheduleView } from './schedule-search';
import { ScheduleToolbar } from './schedule-toolbar';
import { useAgentCalendar, useAgentCalls } from './schedule-queries';

interface ScheduleBoardProps {
  agentId: string;
  view: ScheduleView;
  date: IsoDate | undefined;
  timeZone: string;
  agentField: ReactNode;
  onViewChange: (view: ScheduleView) => void;
  onDateChange: (date: IsoDate) => void;
}

export function ScheduleBoard({
  agentId,
  view,
  date: asked,
  timeZone,
  agentField,
  onViewChange,
  onDateChange,
}: ScheduleBoardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const today = todayIn(timeZone);
  const limits = boardLimits(today);
  const date = clampToLimits(asked ?? today, limits);
  const range = rangeOf(view, date);
  const query = useAgentCalendar(agentId, range, timeZone, true);
  const days = query.data ? scheduleDays(query.data.data.events, range, timeZone) : [];
  const calls = useAgentCalls(agentId);
  const [edit, setEdit] = useState<ScheduleEdit | null>(null);
  const actions = {
    onMove: (event: CalendarEvent) => setEdit({ kind: 'move', event }),
    onCancel: (event: CalendarEvent) => setEdit({ kind: 'cancel', event }),
  };

  return (
    <Stack gap="5">
      <ScheduleToolbar
        view={view}
        date={date}
        today={today}
        limits={limits}
        agentField={agentField}
        onViewChange={onViewChange}
        onDateChange={onDateChange}
      />
      <Flex gap="3" justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap="0.5">
          <Heading as="h2" size="lg" aria-live="polite">
            {rangeLabel(view, range, locale)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('schedule.timeZone', { timeZone })}
          </Text>
        </Stack>
        <Button size="sm" colorPalette="brand" onClick={() => setEdit({ kind: 'create' })}>
          {t('schedule.edit.new')}
        </Button>
      </Flex>
      <Stack as="section" aria-label={t('schedule.listLabel')} aria-busy={query.isFetching}>
        <QueryView
          query={query}
          errorText={errorMessage(query.error, t('schedule.loadFailed'))}
          empty={countEvents(days) === 0}
          emptyText={t('schedule.empty')}
        >
          {() => <ScheduleDays days={days} today={today} timeZone={timeZone} actions={actions} />}
        </QueryView>
      </Stack>
      {edit && (
        <ScheduleEditDialogs
          edit={edit}
          agentId={agentId}
          calls={calls.data ?? []}
          today={today}
          max={limits.max}
          timeZone={timeZone}
          onClose={() => setEdit(null)}
        />
      )}
    </Stack>
  );
}
