import type { components } from '@/api/schema.gen';
import type { Choice } from '@/forms/widgets/choice/choices';
import { utcToWallClock, wallClockToUtc } from '@/lib/zoned-time';

export type Campaign = components['schemas']['Campaign'];
export type CampaignInput = components['schemas']['CampaignInput'];
export type CampaignStatus = Campaign['status'];
export type WeekDay = Campaign['schedule']['daysOfWeek'][number];

export const WEEK_DAYS: readonly WeekDay[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export const named = (items: readonly { id?: unknown; name?: unknown }[]): Choice[] =>
  items.flatMap((item) =>
    typeof item.id === 'string'
      ? [{ value: item.id, label: typeof item.name === 'string' ? item.name : item.id }]
      : [],
  );

/** The schedule is flattened so that each choice is a field of the form. */
export interface CampaignFormData {
  name?: string;
  agent?: string;
  group?: string;
  callerNumber?: string;
  status?: 'draft' | 'scheduled';
  startDate?: string;
  /** None: runs until ended. */
  endDate?: string;
  timeZone?: string;
  daysOfWeek?: WeekDay[];
  windowStart?: string;
  windowEnd?: string;
  maxAttempts?: number;
  retryDelayMinutes?: number;
}

export const emptyCampaignForm = (startDate: string): CampaignFormData => ({
  status: 'draft',
  startDate,
  timeZone: DEFAULT_TIME_ZONE,
  daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri'],
  windowStart: '09:00',
  windowEnd: '17:00',
  maxAttempts: 3,
  retryDelayMinutes: 1440,
});

/** Only these may be sent as a status; the others follow from enable and end. */
const SENDABLE: readonly CampaignStatus[] = ['draft', 'scheduled'];

export function campaignToForm(campaign: Campaign): CampaignFormData {
  const { schedule } = campaign;
  const start = utcToWallClock(schedule.startAt, schedule.timeZone);
  const end = schedule.endAt ? utcToWallClock(schedule.endAt, schedule.timeZone) : null;
  const status = campaign.status === 'draft' || campaign.status === 'scheduled' ? campaign.status : undefined;
  return {
    name: campaign.name,
    agent: campaign.agent,
    group: campaign.group,
    ...(campaign.callerNumber ? { callerNumber: campaign.callerNumber } : {}),
    ...(status ? { status } : {}),
    ...(start ? { startDate: start.date } : {}),
    ...(end ? { endDate: end.date } : {}),
    timeZone: schedule.timeZone,
    daysOfWeek: schedule.daysOfWeek.filter((day) => WEEK_DAYS.includes(day)),
    windowStart: schedule.callWindow.start,
    windowEnd: schedule.callWindow.end,
    maxAttempts: campaign.maxAttempts,
    retryDelayMinutes: campaign.retryDelayMinutes,
  };
}

export function crossFieldError(form: CampaignFormData): string | null {
  if (form.windowStart && form.windowEnd && form.windowStart >= form.windowEnd)
    return 'campaigns.validation.windowOrder';
  if (form.startDate && form.endDate && form.endDate < form.startDate) return 'campaigns.validation.endOrder';
  return null;
}

// On edit, a status the form cannot show (running, paused, ended) is left out so the server keeps it.
export function formToInput(form: CampaignFormData, current?: Campaign): CampaignInput | null {
  const timeZone = form.timeZone ?? DEFAULT_TIME_ZONE;
  const windowStart = form.windowStart ?? '';
  const windowEnd = form.windowEnd ?? '';
  const startAt = wallClockToUtc({ date: form.startDate ?? '', time: windowStart }, timeZone);
  const endAt = form.endDate ? wallClockToUtc({ date: form.endDate, time: windowEnd }, timeZone) : null;
  if (!startAt || (form.endDate && !endAt)) return null;
  const keepStatus = current !== undefined && !SENDABLE.includes(current.status);
  return {
    name: (form.name ?? '').trim(),
    agent: form.agent ?? '',
    group: form.group ?? '',
    ...(form.callerNumber ? { callerNumber: form.callerNumber } : {}),
    ...(keepStatus ? {} : { status: form.status ?? 'draft' }),
    schedule: {
      startAt,
      endAt,
      timeZone,
      daysOfWeek: WEEK_DAYS.filter((day) => form.daysOfWeek?.includes(day)),
      callWindow: { start: windowStart, end: windowEnd },
    },
    maxAttempts: form.maxAttempts ?? 3,
    retryDelayMinutes: form.retryDelayMinutes ?? 1440,
  };
}

export interface CampaignProgress {
  called: number;
  answered: number;
  failed: number | null;
  pending: number | null;
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;

export function campaignProgress(campaign: Campaign): CampaignProgress {
  return {
    called: count(campaign.callsPlaced) ?? 0,
    answered: count(campaign.callsAnswered) ?? 0,
    failed: count(campaign.callsFailed),
    pending: count(campaign.callsPending),
  };
}

export const answeredPercent = ({ called, answered }: CampaignProgress): number =>
  called > 0 ? Math.min(100, Math.round((answered / called) * 100)) : 0;

export function campaignActions(status: string) {
  const ended = status === 'ended';
  return {
    edit: !ended,
    schedule: !ended,
    toggle: ended
      ? null
      : status === 'running' || status === 'scheduled'
        ? ('pause' as const)
        : ('resume' as const),
    end: !ended,
  };
}
