import type { components } from '@/api/schema.gen';
import type { Choice } from '@/forms/widgets/choice/choices';
import type { Call, Lead } from '@/api/models/schemas';

export type CallUpdate = components['schemas']['CallUpdate'];

export interface CorrectionForm {
  summary?: string;
  outcome?: NonNullable<Call['outcome']>;
  sentiment?: NonNullable<Call['sentiment']>;
  lead?: string;
  scheduledAt?: string;
}

/** The contract lets `scheduledAt` change only while the call waits in the queue. */
export const canReschedule = (call: Pick<Call, 'status'>): boolean => call.status === 'queued';

export function toCorrectionForm(call: Call): CorrectionForm {
  return {
    summary: call.summary,
    ...(call.outcome ? { outcome: call.outcome } : {}),
    ...(call.sentiment ? { sentiment: call.sentiment } : {}),
    ...(call.lead ? { lead: call.lead } : {}),
    ...(canReschedule(call) && call.scheduledAt ? { scheduledAt: call.scheduledAt } : {}),
  };
}

const sameInstant = (a: string | null, b: string | undefined): boolean =>
  a !== null && b !== undefined && Date.parse(a) === Date.parse(b);

// Only what the reviewer changed is sent: a field left alone is never rewritten, and a call that is no
// longer queued is never sent a `scheduledAt` the server would refuse. The contract has no null for
// outcome and sentiment, so emptying one of them leaves it as it was. `null` when nothing changed.
export function toCallUpdate(call: Call, form: CorrectionForm): CallUpdate | null {
  const update: CallUpdate = {};
  const summary = (form.summary ?? '').trim();
  if (summary !== call.summary.trim()) update.summary = summary;
  if (form.outcome && form.outcome !== call.outcome) update.outcome = form.outcome;
  if (form.sentiment && form.sentiment !== call.sentiment) update.sentiment = form.sentiment;
  const lead = form.lead ?? null;
  if (lead !== call.lead) update.lead = lead;
  if (canReschedule(call) && form.scheduledAt && !sameInstant(call.scheduledAt, form.scheduledAt))
    update.scheduledAt = new Date(form.scheduledAt).toISOString();
  return Object.keys(update).length > 0 ? update : null;
}

const fullName = (lead: Pick<Lead, 'firstName' | 'lastName'>): string =>
  [lead.firstName, lead.lastName].filter(Boolean).join(' ');

export function leadChoices(leads: readonly Lead[]): Choice[] {
  return leads
    .map((lead) => ({ value: lead.id, label: `${fullName(lead)} (${lead.phone})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
