import { isIsoDate, type IsoDate } from './calendar-date';
import { isTime } from './time-slots';

// Local wall-clock text, as a native `datetime-local` field has it.
export interface DateTimeParts {
  date: IsoDate | null;
  time: string | null;
}

export function splitDateTime(value: string | null | undefined): DateTimeParts {
  if (!value) return { date: null, time: null };
  const [date = '', time = ''] = value.split('T');
  return { date: isIsoDate(date) ? date : null, time: isTime(time) ? time : null };
}

export const joinDateTime = (date: IsoDate, time: string | null): string => (time ? `${date}T${time}` : date);
