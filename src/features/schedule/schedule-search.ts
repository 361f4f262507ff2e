import { isIsoDate, type IsoDate } from '@/components/date-time-input/calendar-date';
import { optionalId } from '@/lib/search-params';

export type ScheduleView = 'day' | 'week';

export const DEFAULT_VIEW: ScheduleView = 'week';

export interface ScheduleSearch {
  agentId?: string;
  view?: ScheduleView;
  date?: IsoDate;
}

const isView = (value: unknown): value is ScheduleView => value === 'day' || value === 'week';

export function scheduleSearch(search: Record<string, unknown>): ScheduleSearch {
  const { view, date } = search;
  return {
    ...optionalId(search, 'agentId'),
    view: isView(view) ? view : undefined,
    date: isIsoDate(date) ? date : undefined,
  };
}
