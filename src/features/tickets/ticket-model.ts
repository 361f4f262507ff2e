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

export const ticketStatus = (value: unknown): TicketStatus | 'unknown' =>
  isIn(TICKET_STATUSES, value) ? value : 'unknown';
export const ticketPriority = (value: unknown): TicketPriority | 'unknown' =>
  isIn(TICKET_PRIORITIES, value) ? value : 'unknown';
export const ticketCategory = (value: unknown): TicketCategory | 'unknown' =>
  isIn(TICKET_CATEGORIES, value) ? value : 'unknown';
export const isTicketStatus = (value: unknown): value is TicketStatus => isIn(TICKET_STATUSES, value);

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
  counts: { status: TicketStatus; count: number }[];
  total: number;
}

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

export function messagesOldestFirst(messages: readonly TicketMessage[] | undefined): TicketMessage[] {
  return (messages ?? [])
    .map((message, index) => ({ message, index }))
    .sort((a, b) => time(a.message.createdAt) - time(b.message.createdAt) || a.index - b.index)
    .map(({ message }) => message);
}

export const unreadMessageIds = (messages: readonly TicketMessage[]): string[] =>
  messages.filter((message) => !message.read).map((message) => message.id);

export const MAX_ATTACHMENT_BYTES = TICKET_ATTACHMENTS.maxBytes;
export const MAX_ATTACHMENTS = 5;
/** Never SVG: an image that can run script. */
export const ATTACHMENT_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,text/csv,.csv,text/plain,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx,audio/*';

export type AttachmentProblem = UploadProblem | 'tooMany';

export async function attachmentProblem(file: File, alreadyChosen = 0): Promise<AttachmentProblem | null> {
  if (alreadyChosen >= MAX_ATTACHMENTS) return 'tooMany';
  return uploadProblem(file, TICKET_ATTACHMENTS);
}

export function formatSize(bytes: number, language: string): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const number = (value: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  if (size < 1024) return `${number(size)} B`;
  if (size < 1024 * 1024) return `${number(size / 1024)} KB`;
  return `${number(size / (1024 * 1024))} MB`;
}

export interface TicketForm {
  subject?: string;
  description?: string;
  priority?: TicketPriority;
  category?: TicketCategory;
}

export const emptyTicketForm = (): TicketForm => ({ priority: 'normal' });

export const toTicketInput = (form: TicketForm): TicketInput => ({
  subject: (form.subject ?? '').trim(),
  description: (form.description ?? '').trim(),
  priority: form.priority ?? 'normal',
  category: form.category ?? 'other',
});

export function fillTemplate(body: string, values: { firstName: string; ticketNumber: string }): string {
  return body.replaceAll('{firstName}', values.firstName).replaceAll('{ticketNumber}', values.ticketNumber);
}

export const firstNameOf = (name: string | null | undefined): string =>
  (name ?? '').trim().split(/\s+/)[0] ?? '';

/** The contract's rule: close what is not closed, reopen what is resolved. */
export const canClose = (ticket: Pick<Ticket, 'status'>): boolean => ticket.status !== 'closed';
export const canReopen = (ticket: Pick<Ticket, 'status'>): boolean => ticket.status === 'resolved';
export const canReply = (ticket: Pick<Ticket, 'status'>): boolean => ticket.status !== 'closed';

/** Deleting is for a ticket opened by mistake (contract): the person who opened it decides. */
export const canDelete = (ticket: Pick<Ticket, 'createdBy'>, userId: string): boolean =>
  userId !== '' && ticket.createdBy === userId;
