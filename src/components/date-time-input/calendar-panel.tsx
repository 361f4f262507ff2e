import { Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMonths, addYears, type IsoDate } from './calendar-date';
import { CalendarGrid } from './calendar-grid';
import { ChevronIcon } from './calendar-icons';
import type { DateLimits } from './date-rules';
import { useCalendarNames } from './use-calendar-names';

export interface CalendarPanelProps {
  /** The day focused when the panel opens. */
  initial: IsoDate;
  selected: IsoDate | null;
  today: IsoDate;
  limits: DateLimits;
  locale: string;
  cellId: (date: IsoDate) => string;
  onSelect: (date: IsoDate) => void;
}

/** The inside of the date picker dialog: the month heading, month and year buttons, and the grid. */
export function CalendarPanel({
  initial,
  selected,
  today,
  limits,
  locale,
  cellId,
  onSelect,
}: CalendarPanelProps) {
  const { t } = useTranslation();
  const names = useCalendarNames(locale);
  const headingId = useId();
  const [focused, setFocused] = useState(initial);

  const step = (label: string, next: IsoDate, direction: 'left' | 'right', double = false) => (
    <IconButton size="xs" variant="ghost" aria-label={label} onClick={() => setFocused(next)}>
      <ChevronIcon direction={direction} double={double} />
    </IconButton>
  );

  return (
    <Stack gap="2" p="3">
      <Flex align="center" justify="space-between" gap="1">
        <Flex gap="0.5">
          {step(t('dateInput.previousYear'), addYears(focused, -1), 'left', true)}
          {step(t('dateInput.previousMonth'), addMonths(focused, -1), 'left')}
        </Flex>
        <Heading as="h2" id={headingId} size="sm" aria-live="polite" textAlign="center" flex="1">
          {names.monthYear(focused)}
        </Heading>
        <Flex gap="0.5">
          {step(t('dateInput.nextMonth'), addMonths(focused, 1), 'right')}
          {step(t('dateInput.nextYear'), addYears(focused, 1), 'right', true)}
        </Flex>
      </Flex>
      <CalendarGrid
        focused={focused}
        selected={selected}
        today={today}
        limits={limits}
        locale={locale}
        labelledBy={headingId}
        cellId={cellId}
        onFocusChange={setFocused}
        onSelect={onSelect}
      />
      <Text fontSize="xs" color="fg.muted" maxW="17rem">
        {t('dateInput.keyboardHelp')}
      </Text>
    </Stack>
  );
}
