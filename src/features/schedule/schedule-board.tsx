import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { todayIn, type IsoDate } from '@/components/date-time-input/calendar-date';
import { ScheduleDays } from './schedule-days';
import { countEvents, scheduleDays } from './schedule-events';
import { boardLimits, clampToLimits, rangeLabel, rangeOf } from './schedule-range';
import type { ScheduleView } from './schedule-search';
import { ScheduleToolbar } from './schedule-toolbar';
import { useAgentCalendar } from './schedule-queries';

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
      <Stack gap="0.5">
        <Heading as="h2" size="lg" aria-live="polite">
          {rangeLabel(view, range, locale)}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('schedule.timeZone', { timeZone })}
        </Text>
      </Stack>
      <Stack as="section" aria-label={t('schedule.listLabel')} aria-busy={query.isFetching}>
        <QueryView
          query={query}
          errorText={errorMessage(query.error, t('schedule.loadFailed'))}
          empty={countEvents(days) === 0}
          emptyText={t('schedule.empty')}
        >
          {() => <ScheduleDays days={days} today={today} timeZone={timeZone} />}
        </QueryView>
      </Stack>
    </Stack>
  );
}
