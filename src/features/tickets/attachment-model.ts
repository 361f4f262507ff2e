import type { components } from '@/api/schema.gen';
import type { TicketAttachment } from './ticket-model';

export type AttachmentRename = components['schemas']['TicketAttachmentUpdateInput'];

export interface AttachmentRenameForm {
  baseName?: string;
}

/** A leading dot (".env") is part of the name, not an extension. */
export function splitFileName(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1
    ? { base: name.slice(0, dot), extension: name.slice(dot) }
    : { base: name, extension: '' };
}

export const toRenameForm = (attachment: Pick<TicketAttachment, 'fileName'>): AttachmentRenameForm => ({
  baseName: splitFileName(attachment.fileName).base,
});

// The contract keeps the extension: the form edits the rest, and the extension is put back here.
export function toRenameBody(
  attachment: Pick<TicketAttachment, 'id' | 'fileName'>,
  form: AttachmentRenameForm,
): AttachmentRename | null {
  const base = (form.baseName ?? '').trim();
  const fileName = `${base}${splitFileName(attachment.fileName).extension}`;
  if (!base || fileName === attachment.fileName) return null;
  return { attachmentId: attachment.id, fileName: fileName.slice(0, 255) };
}

/** A new version of the same kind of file keeps the attachment's name; another kind takes its own. */
export function replacementName(current: string, chosen: string): string {
  const same =
    splitFileName(current).extension.toLowerCase() === splitFileName(chosen).extension.toLowerCase();
  return same ? current : chosen;
}

/** The contract: only the uploader or support may change an attachment. */
export const canChangeAttachment = (
  attachment: Pick<TicketAttachment, 'uploadedBy'>,
  user: { id: string; isSuperAdmin: boolean },
): boolean => user.isSuperAdmin || attachment.uploadedBy === user.id;

export const attachmentsOldestFirst = (attachments: readonly TicketAttachment[]): TicketAttachment[] =>
  [...attachments].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
