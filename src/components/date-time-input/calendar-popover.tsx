import { DatePicker, parseDate, Portal, Text, useDatePicker, type DateValue } from '@chakra-ui/react';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toIsoDate, type IsoDate } from './calendar-date';
import { calendarRecipe } from './calendar-recipe';
import { isDateDisabled, type DateLimits } from './date-rules';

export interface CalendarPopoverProps {
  open: boolean;
  triggerId: string;
  contentId: string;
  initial: IsoDate;
  selected: IsoDate | null;
  today: IsoDate;
  limits: DateLimits;
  locale: string;
  onSelect: (date: IsoDate) => void;
  onClose: () => void;
}

const isoOf = (value: DateValue): IsoDate =>
  toIsoDate({ year: value.year, month: value.month, day: value.day });

export default function CalendarPopover({
  open,
  triggerId,
  contentId,
  initial,
  selected,
  today,
  limits,
  locale,
  onSelect,
  onClose,
}: CalendarPopoverProps) {
  const { t } = useTranslation();
  const datePicker = useDatePicker({
    onOpenChange: (details) => {
      if (!details.open) onClose();
    },
    value: selected ? [parseDate(selected)] : [],
    onValueChange: (details) => {
      const [day] = details.value;
      if (day) onSelect(isoOf(day));
    },
    defaultFocusedValue: parseDate(initial),
    // Given to Ark too, so that its keys and month buttons stop at the ends.
    min: limits.min === undefined ? undefined : parseDate(limits.min),
    max: limits.max === undefined ? undefined : parseDate(limits.max),
    isDateUnavailable: (day) => isDateDisabled(isoOf(day), limits),
    locale,
    // The input's button is Ark's trigger and control: a press on it is no "outside", and the focus comes
    // back to it rather than to an input of the control.
    ids: { control: triggerId, trigger: triggerId, content: contentId },
    positioning: { placement: 'bottom-end' },
    translations: {
      content: t('dateInput.dialog'),
      dayCell: (state) => state.valueText,
      prevTrigger: (view) => t(`dateInput.previous.${view}`),
      nextTrigger: (view) => t(`dateInput.next.${view}`),
    },
  });
  // Opened through Ark rather than controlled: Ark moves the focus into the grid on opening, which
  // a calendar mounted already open (the first click) would miss.
  const setOpen = useEffectEvent((next: boolean) => datePicker.setOpen(next));
  useEffect(() => setOpen(open), [open]);

  return (
    <DatePicker.RootProvider
      value={datePicker}
      recipe={calendarRecipe}
      display="contents"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content
            // Here, not on the root: the content is portalled out of it.
            colorPalette="brand"
            // A dialog, as the ARIA date picker pattern has it (Ark says "application").
            role="dialog"
            aria-label={t('dateInput.dialog')}
            // No exit animation: under load Ark's presence can miss its end and leave the calendar on screen.
            _closed={{ animation: 'none' }}
          >
            <DatePicker.View view="day">
              <CalendarHeader />
              <DatePicker.Context>
                {(api) => (
                  <DatePicker.Table aria-label={api.visibleRangeText.start}>
                    <DatePicker.TableHead>
                      <DatePicker.TableRow>
                        {api.weekDays.map((weekDay) => (
                          <DatePicker.TableHeader key={weekDay.long} abbr={weekDay.long}>
                            {weekDay.narrow}
                          </DatePicker.TableHeader>
                        ))}
                      </DatePicker.TableRow>
                    </DatePicker.TableHead>
                    <DatePicker.TableBody>
                      {api.weeks.map((week) => (
                        <DatePicker.TableRow key={week[0]?.toString()}>
                          {week.map((day) => {
                            const iso = isoOf(day);
                            const isToday = iso === today;
                            const enabled = !isDateDisabled(iso, limits);
                            return (
                              <DatePicker.TableCell
                                key={iso}
                                value={day}
                                // Today in the board's time zone, not UTC.
                                aria-current={isToday ? 'date' : undefined}
                              >
                                <DatePicker.TableCellTrigger
                                  data-today={isToday ? '' : undefined}
                                  // A pressed disabled day would take the focus from the day the
                                  // keys move, and Enter would then choose that other day.
                                  onMouseDown={enabled ? undefined : (event) => event.preventDefault()}
                                  textDecoration={enabled ? undefined : 'line-through'}
                                >
                                  {day.day}
                                </DatePicker.TableCellTrigger>
                              </DatePicker.TableCell>
                            );
                          })}
                        </DatePicker.TableRow>
                      ))}
                    </DatePicker.TableBody>
                  </DatePicker.Table>
                )}
              </DatePicker.Context>
            </DatePicker.View>
            {(['month', 'year'] as const).map((view) => (
              <DatePicker.View key={view} view={view}>
                <CalendarHeader />
                <DatePicker.Context>
                  {({ visibleRangeText }) =>
                    view === 'month' ? (
                      <DatePicker.MonthTable aria-label={visibleRangeText.formatted} />
                    ) : (
                      <DatePicker.YearTable aria-label={visibleRangeText.formatted} />
                    )
                  }
                </DatePicker.Context>
              </DatePicker.View>
            ))}
            <Text fontSize="xs" color="fg.muted" maxW="17rem">
              {t('dateInput.keyboardHelp')}
            </Text>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.RootProvider>
  );
}

// The middle button's name starts with the text it shows, so that speech input finds it.
function CalendarHeader() {
  const { t } = useTranslation();
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger />
      <DatePicker.Context>
        {({ view, visibleRangeText }) => (
          <DatePicker.ViewTrigger
            aria-label={
              view === 'day'
                ? t('dateInput.chooseMonth', { range: visibleRangeText.formatted })
                : view === 'month'
                  ? t('dateInput.chooseYear', { range: visibleRangeText.formatted })
                  : visibleRangeText.formatted
            }
          >
            <DatePicker.RangeText />
          </DatePicker.ViewTrigger>
        )}
      </DatePicker.Context>
      <DatePicker.NextTrigger />
    </DatePicker.ViewControl>
  );
}
