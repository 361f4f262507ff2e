import { wallClockToUtc } from './zoned-time';

/** What the schedule-call dialog holds while the user fills it in. */
export interface ScheduleCallDraft {
  leadId: string;
  /** `YYYY-MM-DDTHH:mm` wall-clock time in `timeZone` (the date-time input's value), or null. */
  when: string | null;
  /** The recipient's IANA time zone. */
  timeZone: string;
}

export type ScheduleCallCheck =
  { ok: true; leadId: string; at: string } | { ok: false; errors: { lead?: string; when?: string } };

/**
 * The `schedule_call` body's lead and instant: the wall-clock time typed in the recipient's zone
 * turned into UTC. Errors are translation keys. `now` is when "in the past" starts.
 */
export function checkScheduleCall(draft: ScheduleCallDraft, now: Date = new Date()): ScheduleCallCheck {
  const errors: { lead?: string; when?: string } = {};
  if (!draft.leadId) errors.lead = 'campaigns.scheduleCall.leadRequired';
  const [date = '', time = ''] = (draft.when ?? '').split('T');
  const at = draft.when ? wallClockToUtc({ date, time }, draft.timeZone) : null;
  if (!draft.when || !time) errors.when = 'campaigns.scheduleCall.whenRequired';
  else if (!at) errors.when = 'campaigns.scheduleCall.whenInvalid';
  else if (Date.parse(at) <= now.getTime()) errors.when = 'campaigns.scheduleCall.whenPast';
  if (errors.lead || errors.when || !at) return { ok: false, errors };
  return { ok: true, leadId: draft.leadId, at };
}

/** Whether a wall-clock `HH:mm` is inside a `start`–`end` calling window. */
export const insideWindow = (time: string, window: { start: string; end: string }): boolean =>
  time >= window.start && time < window.end;
