import { Badge, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@/components/date-time-input/calendar-date';
import { ScheduleEventItem, type EventActions } from './schedule-event-item';
import { formatDayLabel, type DaySchedule } from './schedule-events';

interface ScheduleDaysProps {
  days: DaySchedule[];
  today: IsoDate;
  timeZone: string;
  actions?: EventActions;
}

export function ScheduleDays({ days, today, timeZone, actions }: ScheduleDaysProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language || 'en';

  return (
    <Stack gap="0" borderWidth="1px" borderRadius="lg" overflow="hidden">
      {days.map((day, index) => {
        const headingId = `schedule-day-${day.date}`;
        return (
          <Grid
            as="section"
            key={day.date}
            aria-labelledby={headingId}
            data-date={day.date}
            templateColumns={{ base: '1fr', md: '13rem 1fr' }}
            gap={{ base: '2', md: '4' }}
            p="4"
            borderTopWidth={index === 0 ? undefined : '1px'}
            bg={day.date === today ? 'brand.subtle/60' : undefined}
          >
            <HStack align="flex-start" gap="2" wrap="wrap">
              <Heading as="h3" size="sm" id={headingId}>
                {formatDayLabel(day.date, locale)}
              </Heading>
              {day.date === today && (
                <Badge colorPalette="brand" variant="solid">
                  {t('schedule.today')}
                </Badge>
              )}
            </HStack>
            {day.events.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {t('schedule.dayEmpty')}
              </Text>
            ) : (
              <Grid
                as="ul"
                listStyleType="none"
                gap="2"
                templateColumns="repeat(auto-fill, minmax(15rem, 1fr))"
              >
                {day.events.map((event) => (
                  <ScheduleEventItem
                    key={event.id}
                    event={event}
                    timeZone={timeZone}
                    locale={locale}
                    actions={actions}
                  />
                ))}
              </Grid>
            )}
          </Grid>
        );
      })}
    </Stack>
  );
}
