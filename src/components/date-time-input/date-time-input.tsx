import { Field, Flex, IconButton, Input, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn, type IsoDate } from './calendar-date';
import { CalendarIcon } from './calendar-icons';
import { DEFAULT_DATE_FORMAT, formatDate, formatHint, fullDate } from './date-format';
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

// Chakra's DatePicker weighs more than the rest of the input: it loads when the calendar opens.
const CalendarPopover = lazy(() => import('./calendar-popover'));

export interface DateTimeInputProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onError?: (error: DateInputError) => void;
  showTime?: boolean;
  timeInterval?: number;
  dateFormat?: string;
  min?: IsoDate;
  max?: IsoDate;
  excluded?: readonly IsoDate[];
  today?: IsoDate;
  disabled?: boolean;
}

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
  const { date, time: valueTime } = splitDateTime(value);
  // A time picked before any date waits for the date.
  const [pendingTime, setPendingTime] = useState<string | null>(null);
  const time = valueTime ?? pendingTime;
  const { draft, setDraft, invalid, setInvalid } = useDateDraft(date, dateFormat);
  const [open, setOpen] = useState(false);
  // Mounted on the first opening, then kept: Ark opens and closes it, moving the focus in and out.
  const [calendarLoaded, setCalendarLoaded] = useState(false);
  const idPrefix = useId();
  const errorId = `${idPrefix}-error`;
  const hintId = `${idPrefix}-hint`;
  const triggerId = `${idPrefix}-trigger`;
  const contentId = `${idPrefix}-calendar`;
  const limits: DateLimits = { min, max, excluded };
  const today = todayProp ?? todayIn();
  const initial = date ?? clampDate(today, limits);

  const emit = (day: IsoDate | null, slot: string | null) => {
    const next =
      day === null ? null : joinDateTime(day, showTime ? (slot ?? timeSlots(timeInterval)[0] ?? null) : null);
    if (next !== value) onChange(next);
  };

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
          <IconButton
            id={triggerId}
            variant="outline"
            disabled={disabled}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? contentId : undefined}
            aria-label={
              date ? t('dateInput.chooseSelected', { date: fullDate(date, locale) }) : t('dateInput.choose')
            }
            onClick={() => {
              setCalendarLoaded(true);
              setOpen(!open);
            }}
          >
            <CalendarIcon />
          </IconButton>
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
      {calendarLoaded && (
        <Suspense fallback={null}>
          <CalendarPopover
            open={open}
            triggerId={triggerId}
            contentId={contentId}
            initial={initial}
            selected={date}
            today={today}
            limits={limits}
            locale={locale}
            onSelect={choose}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
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
