// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketAttachmentForm } from '@/forms/registry.gen';
import { contractPaths, requestProblems, responseExample } from '@/test/contract';
import {
  attachmentsOldestFirst,
  canChangeAttachment,
  replacementName,
  splitFileName,
  toRenameBody,
  toRenameForm,
} from './attachment-model';
import type { TicketAttachment } from './ticket-model';

beforeAll(() => contractPaths(), 60_000);

const PATH = '/tickets/{id}/attachments';
const attachments = async () => ((await responseExample('get', PATH)) as { data: TicketAttachment[] }).data;

describe("a ticket's files", () => {
  it('renames a file keeping its extension, in the body the contract takes', async () => {
    const [, , export20] = await attachments();
    if (!export20) throw new Error('the contract lists three attachments');
    const form = toRenameForm(export20);
    expect(form).toEqual({ baseName: 'recall-calls-nov-20' });
    const { validator, schema } = ticketAttachmentForm;
    expect(validator.isValid(schema, form, schema)).toBe(true);
    expect(validator.isValid(schema, { baseName: '  ' }, schema)).toBe(false);
    const body = toRenameBody(export20, { baseName: ' recall-calls-nov-20-morning ' });
    expect(body).toEqual({
      attachmentId: '6650a1f2c3d4e5f6acac0103',
      fileName: 'recall-calls-nov-20-morning.csv',
    });
    expect(await requestProblems('put', PATH, body)).toBeNull();
    expect(toRenameBody(export20, form)).toBeNull();
    expect(toRenameBody(export20, { baseName: '' })).toBeNull();
  });

  it('splits a name at its last dot, never at a leading one', () => {
    expect(splitFileName('report.final.pdf')).toEqual({ base: 'report.final', extension: '.pdf' });
    expect(splitFileName('.env')).toEqual({ base: '.env', extension: '' });
    expect(splitFileName('notes')).toEqual({ base: 'notes', extension: '' });
    expect(splitFileName('trailing.')).toEqual({ base: 'trailing.', extension: '' });
  });

  it('keeps the name when a file of the same kind replaces it, and takes the new one otherwise', () => {
    expect(replacementName('recall-calls-nov-20.csv', 'export (2).CSV')).toBe('recall-calls-nov-20.csv');
    expect(replacementName('recall-calls-nov-20.csv', 'export.pdf')).toBe('export.pdf');
  });

  it('lets only the uploader or support change a file, and lists files oldest first', async () => {
    const list = await attachments();
    const maya = { id: '6650a1f2c3d4e5f601234567', isSuperAdmin: false };
    const support = { id: '6650a1f2c3d4e5f601234500', isSuperAdmin: true };
    expect(list.filter((file) => canChangeAttachment(file, maya)).map((file) => file.fileName)).toEqual([
      'recall-calls-nov-20.csv',
    ]);
    expect(list.every((file) => canChangeAttachment(file, support))).toBe(true);
    expect(attachmentsOldestFirst([...list].reverse()).map((file) => file.id)).toEqual(list.map((f) => f.id));
  });
});
