import { Button, Flex, Group, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@/components/date-time-input/calendar-date';
import { DateTimeInput } from '@/components/date-time-input/date-time-input';
import { stepDate, type BoardLimits } from './schedule-range';
import type { ScheduleView } from './schedule-search';

interface ScheduleToolbarProps {
  view: ScheduleView;
  date: IsoDate;
  today: IsoDate;
  limits: BoardLimits;
  agentField: ReactNode;
  onViewChange: (view: ScheduleView) => void;
  onDateChange: (date: IsoDate) => void;
}

const views: ScheduleView[] = ['day', 'week'];

export function ScheduleToolbar({
  view,
  date,
  today,
  limits,
  agentField,
  onViewChange,
  onDateChange,
}: ScheduleToolbarProps) {
  const { t } = useTranslation();
  const previous = stepDate(view, date, -1, limits);
  const next = stepDate(view, date, 1, limits);

  return (
    <Stack gap="4">
      <Flex gap="4" align="flex-start" wrap="wrap">
        {agentField}
        <DateTimeInput
          label={t('schedule.nav.goTo')}
          value={date}
          onChange={(value) => value !== null && onDateChange(value)}
          showTime={false}
          min={limits.min}
          max={limits.max}
          today={today}
        />
      </Flex>
      <HStack gap="3" wrap="wrap">
        <Group attached role="group" aria-label={t('schedule.view.label')}>
          {views.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === view ? 'solid' : 'outline'}
              colorPalette={option === view ? 'brand' : 'gray'}
              aria-pressed={option === view}
              onClick={() => onViewChange(option)}
            >
              {t(`schedule.view.${option}`)}
            </Button>
          ))}
        </Group>
        <HStack gap="1">
          <Button
            size="sm"
            variant="outline"
            disabled={previous === null}
            onClick={() => previous !== null && onDateChange(previous)}
          >
            {t(view === 'day' ? 'schedule.nav.previousDay' : 'schedule.nav.previousWeek')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDateChange(today)}>
            {t('schedule.nav.today')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={next === null}
            onClick={() => next !== null && onDateChange(next)}
          >
            {t(view === 'day' ? 'schedule.nav.nextDay' : 'schedule.nav.nextWeek')}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
