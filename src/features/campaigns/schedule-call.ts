import { wallClockToUtc } from '@/lib/zoned-time';

export interface ScheduleCallDraft {
  leadId: string;
  when: string | null;
  timeZone: string;
}

export type ScheduleCallCheck =
  { ok: true; leadId: string; at: string } | { ok: false; errors: { lead?: string; when?: string } };

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

export const insideWindow = (time: string, window: { start: string; end: string }): boolean =>
  time >= window.start && time < window.end;
