import type { components } from '@/api/schema.gen';
import { TICKET_ATTACHMENTS, uploadProblem, type UploadProblem } from '@/lib/upload-check';

export type Ticket = components['schemas']['Ticket'];
export type TicketDetail = components['schemas']['TicketDetail'];
export type TicketMessage = components['schemas']['TicketMessage'];
export type TicketAttachment = components['schemas']['TicketAttachment'];
export type TicketStatus = components['schemas']['TicketStatus'];
export type TicketPriority = components['schemas']['TicketPriority'];
export type TicketCategory = components['schemas']['TicketCategory'];
export type TicketInput = components['schemas']['TicketInput'];
export type TicketStatusCount = components['schemas']['TicketStatusCount'];
export type ReplyTemplate = components['schemas']['ReplyTemplate'];

/** The contract's statuses, in the order the counts are shown. */
export const TICKET_STATUSES: readonly TicketStatus[] = [
  'open',
  'in_progress',
  'waiting_on_customer',
  'resolved',
  'closed',
];
export const TICKET_PRIORITIES: readonly TicketPriority[] = ['low', 'normal', 'high', 'urgent'];
export const TICKET_CATEGORIES: readonly TicketCategory[] = [
  'billing',
  'technical',
  'phone_numbers',
  'agents',
  'other',
];

const isIn = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A status the console knows, `unknown` for anything else (random data). */
export const ticketStatus = (value: unknown): TicketStatus | 'unknown' =>
  isIn(TICKET_STATUSES, value) ? value : 'unknown';
export const ticketPriority = (value: unknown): TicketPriority | 'unknown' =>
  isIn(TICKET_PRIORITIES, value) ? value : 'unknown';
export const ticketCategory = (value: unknown): TicketCategory | 'unknown' =>
  isIn(TICKET_CATEGORIES, value) ? value : 'unknown';
export const isTicketStatus = (value: unknown): value is TicketStatus => isIn(TICKET_STATUSES, value);

/** The colour of a status badge. */
export function statusPalette(status: string): string {
  switch (status) {
    case 'open':
      return 'blue';
    case 'in_progress':
      return 'purple';
    case 'waiting_on_customer':
      return 'orange';
    case 'resolved':
      return 'green';
    default:
      return 'gray';
  }
}

/** The colour of a priority badge. */
export function priorityPalette(priority: string): string {
  switch (priority) {
    case 'urgent':
      return 'red';
    case 'high':
      return 'orange';
    case 'normal':
      return 'blue';
    default:
      return 'gray';
  }
}

export interface StatusCounts {
  /** Every status of the contract once, in its order, zero when the server left it out. */
  counts: { status: TicketStatus; count: number }[];
  total: number;
}

/**
 * The counts per status as shown on the chips: one per status of the contract, in its order; a
 * status given twice adds up, unknown statuses and broken numbers are left out.
 */
export function statusCounts(rows: readonly { status: unknown; count: unknown }[] | undefined): StatusCounts {
  const byStatus = new Map<TicketStatus, number>(TICKET_STATUSES.map((status) => [status, 0]));
  for (const row of rows ?? []) {
    if (!isTicketStatus(row.status)) continue;
    const count =
      typeof row.count === 'number' && Number.isFinite(row.count) && row.count > 0 ? row.count : 0;
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + Math.floor(count));
  }
  const counts = TICKET_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
  return { counts, total: counts.reduce((sum, row) => sum + row.count, 0) };
}

const time = (value: string): number => {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
};

/** The conversation, oldest first (the server's order kept for equal or unreadable times). */
export function messagesOldestFirst(messages: readonly TicketMessage[] | undefined): TicketMessage[] {
  return (messages ?? [])
    .map((message, index) => ({ message, index }))
    .sort((a, b) => time(a.message.createdAt) - time(b.message.createdAt) || a.index - b.index)
    .map(({ message }) => message);
}

/** The ids of the messages the viewer has not read yet (to mark them read on opening). */
export const unreadMessageIds = (messages: readonly TicketMessage[]): string[] =>
  messages.filter((message) => !message.read).map((message) => message.id);

/** Upload limits of `POST /tickets/{id}/attachments` and `POST /tickets/{id}/messages`. */
export const MAX_ATTACHMENT_BYTES = TICKET_ATTACHMENTS.maxBytes;
export const MAX_ATTACHMENTS = 5;
/** The file picker's `accept`: the contract's images (never SVG), PDF, CSV, plain text, spreadsheets (xlsx), audio. */
export const ATTACHMENT_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,text/csv,.csv,text/plain,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx,audio/*';

export type AttachmentProblem = UploadProblem | 'tooMany';

/** Why a file cannot be sent (by the contract's limits and its content), or null when it can. */
export async function attachmentProblem(file: File, alreadyChosen = 0): Promise<AttachmentProblem | null> {
  if (alreadyChosen >= MAX_ATTACHMENTS) return 'tooMany';
  return uploadProblem(file, TICKET_ATTACHMENTS);
}

/** A file size for people: bytes, KB or MB with one decimal. */
export function formatSize(bytes: number, language: string): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const number = (value: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  if (size < 1024) return `${number(size)} B`;
  if (size < 1024 * 1024) return `${number(size / 1024)} KB`;
  return `${number(size / (1024 * 1024))} MB`;
}

/** The ticket form's data as RJSF holds it (anything may still be missing). */
export interface TicketForm {
  subject?: string;
  description?: string;
  priority?: TicketPriority;
  category?: TicketCategory;
}

export const emptyTicketForm = (): TicketForm => ({ priority: 'normal' });

/** The body of `POST /tickets` from a valid form: texts trimmed, the priority `normal` when left out. */
export const toTicketInput = (form: TicketForm): TicketInput => ({
  subject: (form.subject ?? '').trim(),
  description: (form.description ?? '').trim(),
  priority: form.priority ?? 'normal',
  category: form.category ?? 'other',
});

/** A reply template's text for a ticket: `{firstName}` and `{ticketNumber}` filled in. */
export function fillTemplate(body: string, values: { firstName: string; ticketNumber: string }): string {
  return body.replaceAll('{firstName}', values.firstName).replaceAll('{ticketNumber}', values.ticketNumber);
}

/** The first name of a full name ("Maya Thompson" → "Maya"), for templates. */
export const firstNameOf = (name: string | null | undefined): string =>
  (name ?? '').trim().split(/\s+/)[0] ?? '';

/** A customer may close a ticket that is not closed, and reopen a resolved one (the contract's rule). */
export const canClose = (ticket: Pick<Ticket, 'status'>): boolean => ticket.status !== 'closed';
export const canReopen = (ticket: Pick<Ticket, 'status'>): boolean => ticket.status === 'resolved';
export const canReply = (ticket: Pick<Ticket, 'status'>): boolean => ticket.status !== 'closed';
