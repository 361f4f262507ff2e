import { Field, Flex, IconButton, Input, Popover, Portal, Text } from '@chakra-ui/react';
import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn, type IsoDate } from './calendar-date';
import { CalendarIcon } from './calendar-icons';
import { CalendarPanel } from './calendar-panel';
import { DEFAULT_DATE_FORMAT, formatDate, formatHint } from './date-format';
import {
  clampDate,
  DATE_INPUT_NOT_VALID,
  readTypedDate,
  type DateInputError,
  type DateLimits,
} from './date-rules';
import { joinDateTime, splitDateTime } from './date-time-value';
import { DEFAULT_TIME_INTERVAL, timeSlots } from './time-slots';
import { TimeSelect } from './time-select';
import { useDateDraft } from './use-date-draft';
import { useCalendarNames } from './use-calendar-names';

export interface DateTimeInputProps {
  /** Visible label of the date box. */
  label: string;
  /** Local wall-clock text: `YYYY-MM-DDTHH:mm`, or `YYYY-MM-DD` with `showTime={false}`; null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Told `{ code: 1, message: 'Date input not valid' }` when a typed date cannot be used. */
  onError?: (error: DateInputError) => void;
  /** Shows the time list beside the date (default true). */
  showTime?: boolean;
  /** Minutes between the times offered (default 30). */
  timeInterval?: number;
  /** Display and typing format (default `MM/dd/yyyy`). */
  dateFormat?: string;
  min?: IsoDate;
  max?: IsoDate;
  /** Days that cannot be chosen even within min and max. */
  excluded?: readonly IsoDate[];
  /** The day marked as today (default: today in the browser's time zone). */
  today?: IsoDate;
  disabled?: boolean;
}

/**
 * A date (and time) input after spec section 5: the date is typed in the format or picked in a
 * calendar dialog (ARIA date picker dialog pattern); days outside min and max or excluded are
 * disabled; a typed date that cannot be used shows 'Date input not valid' and reports code 1.
 */
export function DateTimeInput({
  label,
  value,
  onChange,
  onError,
  showTime = true,
  timeInterval = DEFAULT_TIME_INTERVAL,
  dateFormat = DEFAULT_DATE_FORMAT,
  min,
  max,
  excluded,
  today: todayProp,
  disabled = false,
}: DateTimeInputProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const names = useCalendarNames(locale);
  const { date, time: valueTime } = splitDateTime(value);
  // A time picked before any date waits for the date.
  const [pendingTime, setPendingTime] = useState<string | null>(null);
  const time = valueTime ?? pendingTime;
  const { draft, setDraft, invalid, setInvalid } = useDateDraft(date, dateFormat);
  const [open, setOpen] = useState(false);
  const idPrefix = useId();
  const errorId = `${idPrefix}-error`;
  const hintId = `${idPrefix}-hint`;
  const cellId = useCallback((day: IsoDate) => `${idPrefix}-day-${day}`, [idPrefix]);
  const limits: DateLimits = { min, max, excluded };
  const today = todayProp ?? todayIn();
  const initial = date ?? clampDate(today, limits);

  const emit = (day: IsoDate | null, slot: string | null) => {
    const next =
      day === null ? null : joinDateTime(day, showTime ? (slot ?? timeSlots(timeInterval)[0] ?? null) : null);
    if (next !== value) onChange(next);
  };

  /** Reads the typed text; returns whether it changed the value. */
  const commit = (): boolean => {
    const typed = readTypedDate(draft, dateFormat, limits);
    if (typed.kind === 'invalid') {
      setInvalid(true);
      onError?.(DATE_INPUT_NOT_VALID);
      return false;
    }
    setInvalid(false);
    const day = typed.kind === 'valid' ? typed.date : null;
    if (day !== null) setDraft(formatDate(day, dateFormat));
    emit(day, time);
    return day !== date;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && commit()) event.preventDefault();
  };

  const choose = (day: IsoDate) => {
    setOpen(false);
    setInvalid(false);
    setDraft(formatDate(day, dateFormat));
    emit(day, time);
  };

  return (
    <Flex gap="3" align="flex-start" wrap="wrap">
      <Field.Root invalid={invalid} disabled={disabled} w="auto">
        <Field.Label>{label}</Field.Label>
        <Flex gap="2">
          <Input
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onBlur={() => commit()}
            onKeyDown={onKeyDown}
            placeholder={formatHint(dateFormat)}
            autoComplete="off"
            aria-describedby={invalid ? errorId : hintId}
            w="9.5rem"
          />
          <Popover.Root
            open={open}
            onOpenChange={(details) => setOpen(details.open)}
            modal
            lazyMount
            unmountOnExit
            positioning={{ placement: 'bottom-end' }}
            initialFocusEl={() => document.getElementById(cellId(initial))}
          >
            <Popover.Trigger asChild>
              <IconButton
                variant="outline"
                disabled={disabled}
                aria-label={
                  date ? t('dateInput.chooseSelected', { date: names.fullDate(date) }) : t('dateInput.choose')
                }
              >
                <CalendarIcon />
              </IconButton>
            </Popover.Trigger>
            <Portal>
              <Popover.Positioner>
                <Popover.Content
                  aria-label={t('dateInput.dialog')}
                  aria-modal="true"
                  css={{ '--popover-size': 'auto' }}
                  // No exit animation: Ark's presence can miss a short one's end under load and
                  // leave the closed dialog on screen.
                  _closed={{ animation: 'none' }}
                >
                  <CalendarPanel
                    initial={initial}
                    selected={date}
                    today={today}
                    limits={limits}
                    locale={locale}
                    cellId={cellId}
                    onSelect={choose}
                  />
                </Popover.Content>
              </Popover.Positioner>
            </Portal>
          </Popover.Root>
        </Flex>
        {/* Own ids rather than Field.ErrorText / HelperText: Ark links only the parts present at mount. */}
        {invalid ? (
          <Text id={errorId} fontSize="sm" color="fg.error">
            {t('dateInput.invalid')}
          </Text>
        ) : (
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {t('dateInput.formatHint', { format: formatHint(dateFormat) })}
          </Text>
        )}
      </Field.Root>
      {showTime && (
        <TimeSelect
          value={time}
          interval={timeInterval}
          locale={locale}
          disabled={disabled}
          onChange={(slot) => (date === null ? setPendingTime(slot) : emit(date, slot))}
        />
      )}
    </Flex>
  );
}

export type { DateInputError } from './date-rules';
