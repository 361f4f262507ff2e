import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { monthWeeks, type IsoDate } from './calendar-date';
import { moveByKey } from './calendar-keys';
import { isDateDisabled, type DateLimits } from './date-rules';
import { useCalendarNames } from './use-calendar-names';

export interface CalendarGridProps {
  /** The day that holds the roving focus; the grid shows its month. */
  focused: IsoDate;
  selected: IsoDate | null;
  today: IsoDate;
  limits: DateLimits;
  locale: string;
  /** Id of the month heading that names the grid. */
  labelledBy: string;
  cellId: (date: IsoDate) => string;
  onFocusChange: (date: IsoDate) => void;
  onSelect: (date: IsoDate) => void;
}

/**
 * The days of one month as an ARIA grid: one cell in the tab order (roving tabindex), the keys of
 * the date picker dialog pattern, disabled days marked `aria-disabled` and never chosen.
 */
export function CalendarGrid({
  focused,
  selected,
  today,
  limits,
  locale,
  labelledBy,
  cellId,
  onFocusChange,
  onSelect,
}: CalendarGridProps) {
  const names = useCalendarNames(locale);
  // A key pressed in the grid moves DOM focus to the new day after it renders (the cell focused
  // before may be gone with its month); the month buttons keep their own focus.
  const followFocus = useRef(false);
  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    document.getElementById(cellId(focused))?.focus();
  }, [focused, cellId]);

  const choose = (date: IsoDate) => {
    onFocusChange(date);
    if (!isDateDisabled(date, limits)) onSelect(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    const next = moveByKey(event.key, event.shiftKey, focused);
    if (next === null) return;
    event.preventDefault();
    followFocus.current = true;
    onFocusChange(next);
  };

  return (
    <chakra.table
      role="grid"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      w="full"
      css={{ borderCollapse: 'collapse' }}
    >
      <thead>
        <tr>
          {names.weekdays.map((weekday) => (
            <chakra.th
              key={weekday.long}
              scope="col"
              abbr={weekday.long}
              fontSize="xs"
              fontWeight="medium"
              color="fg.muted"
              pb="1"
            >
              {weekday.short}
            </chakra.th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(focused).map((week) => (
          <tr key={week.find((day) => day !== null) ?? ''}>
            {week.map((day, index) =>
              day === null ? (
                <td key={`blank-${index}`} />
              ) : (
                <DayCell
                  key={day}
                  id={cellId(day)}
                  label={names.fullDate(day)}
                  day={Number(day.slice(8))}
                  focused={day === focused}
                  selected={day === selected}
                  today={day === today}
                  disabled={isDateDisabled(day, limits)}
                  onClick={() => choose(day)}
                />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

interface DayCellProps {
  id: string;
  label: string;
  day: number;
  focused: boolean;
  selected: boolean;
  today: boolean;
  disabled: boolean;
  onClick: () => void;
}

function DayCell({ id, label, day, focused, selected, today, disabled, onClick }: DayCellProps) {
  return (
    <Box
      as="td"
      id={id}
      role="gridcell"
      tabIndex={focused ? 0 : -1}
      aria-label={label}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      aria-current={today ? 'date' : undefined}
      data-disabled={disabled || undefined}
      onClick={onClick}
      textAlign="center"
      fontSize="sm"
      h="9"
      minW="9"
      borderRadius="md"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      color={selected ? 'brand.contrast' : disabled ? 'fg.subtle' : undefined}
      bg={selected ? 'brand.solid' : undefined}
      textDecoration={disabled ? 'line-through' : undefined}
      fontWeight={today ? 'bold' : undefined}
      borderWidth={today && !selected ? '1px' : undefined}
      borderColor="brand.solid"
      _hover={disabled || selected ? undefined : { bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
    >
      {day}
    </Box>
  );
}
