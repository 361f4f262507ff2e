import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  canDelete,
  fillTemplate,
  firstNameOf,
  formatSize,
  MAX_ATTACHMENT_BYTES,
  messagesOldestFirst,
  statusCounts,
  toTicketInput,
  unreadMessageIds,
  type TicketMessage,
} from './ticket-model';

const message = (id: string, createdAt: string, read = true): TicketMessage => ({
  id,
  ticket: '6650a1f2c3d4e5f6abab0001',
  author: { id: '6650a1f2c3d4e5f601234500', name: 'Daniel Okafor', role: 'support' },
  body: `Message ${id}`,
  attachments: [],
  createdAt,
  read,
});

describe('statusCounts', () => {
  it('gives every status of the contract once, in its order, with zeros for the missing ones', () => {
    const { counts, total } = statusCounts([
      { status: 'closed', count: 38 },
      { status: 'open', count: 4 },
    ]);
    expect(counts).toEqual([
      { status: 'open', count: 4 },
      { status: 'in_progress', count: 0 },
      { status: 'waiting_on_customer', count: 0 },
      { status: 'resolved', count: 0 },
      { status: 'closed', count: 38 },
    ]);
    expect(total).toBe(42);
  });

  it('adds up a status given twice and leaves out unknown statuses and broken numbers', () => {
    const { counts, total } = statusCounts([
      { status: 'open', count: 2 },
      { status: 'open', count: 3 },
      { status: 'archived', count: 100 },
      { status: 'resolved', count: -4 },
      { status: 'in_progress', count: Number.NaN },
      { status: 'closed', count: '7' },
    ]);
    expect(counts.find((row) => row.status === 'open')?.count).toBe(5);
    expect(counts.every((row) => row.status !== ('archived' as string))).toBe(true);
    expect(total).toBe(5);
  });

  it('counts nothing while the counts are not there', () => {
    expect(statusCounts(undefined).total).toBe(0);
    expect(statusCounts(undefined).counts).toHaveLength(5);
  });
});

describe('messagesOldestFirst', () => {
  it('orders the conversation oldest first, keeping the server order for equal times', () => {
    const ordered = messagesOldestFirst([
      message('c', '2026-11-19T17:20:00Z'),
      message('a', '2026-11-18T17:32:00Z'),
      message('b1', '2026-11-18T18:10:00Z'),
      message('b2', '2026-11-18T18:10:00Z'),
    ]);
    expect(ordered.map((m) => m.id)).toEqual(['a', 'b1', 'b2', 'c']);
  });

  it('puts messages with an unreadable time last and does not change the given list', () => {
    const list = [message('x', 'not a date'), message('a', '2026-11-18T17:32:00Z')];
    expect(messagesOldestFirst(list).map((m) => m.id)).toEqual(['a', 'x']);
    expect(list.map((m) => m.id)).toEqual(['x', 'a']);
    expect(messagesOldestFirst(undefined)).toEqual([]);
  });

  it('lists the unread messages to mark read', () => {
    expect(
      unreadMessageIds([message('a', '2026-11-18T17:32:00Z'), message('b', '2026-11-19T17:32:00Z', false)]),
    ).toEqual(['b']);
  });
});

describe('attachmentProblem', () => {
  const file = (content: BlobPart, name: string, type: string) => new File([content], name, { type });
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const mp3 = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set([0x49, 0x44, 0x33, 4]);
    return bytes;
  };

  it('accepts the contract types up to 10 MB', async () => {
    expect(await attachmentProblem(file(png, 'shot.png', 'image/png'))).toBeNull();
    expect(await attachmentProblem(file('%PDF-1.7\n', 'invoice.pdf', 'application/pdf'))).toBeNull();
    expect(await attachmentProblem(file('date,calls\n', 'calls.csv', 'text/csv'))).toBeNull();
    expect(await attachmentProblem(file(mp3(MAX_ATTACHMENT_BYTES), 'call.mp3', 'audio/mpeg'))).toBeNull();
    expect(await attachmentProblem(file('hello', 'notes.txt', 'text/plain'))).toBeNull();
    // A spreadsheet or CSV without a type (some systems): by its name, and its content agrees.
    expect(await attachmentProblem(file('PK\u0003\u0004', 'export.xlsx', ''))).toBeNull();
    expect(
      await attachmentProblem(file('date,calls\n', 'export.csv', 'application/vnd.ms-excel')),
    ).toBeNull();
  });

  it('refuses a file over 10 MB, an empty file, another type, and a sixth file', async () => {
    expect(await attachmentProblem(file(mp3(MAX_ATTACHMENT_BYTES + 1), 'call.mp3', 'audio/mpeg'))).toBe(
      'tooLarge',
    );
    expect(await attachmentProblem(file('', 'empty.png', 'image/png'))).toBe('empty');
    expect(await attachmentProblem(file('MZ\u0090\u0000', 'setup.exe', 'application/x-msdownload'))).toBe(
      'wrongType',
    );
    expect(await attachmentProblem(file(png, 'shot.png', 'image/png'), 5)).toBe('tooMany');
    expect(await attachmentProblem(file(png, 'shot.png', 'image/png'), 4)).toBeNull();
  });

  // The cases: SVG passed as an image, and the extension was trusted over the type.
  it('refuses SVG and HTML whatever the name or type says', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    expect(await attachmentProblem(file(svg, 'logo.svg', 'image/svg+xml'))).toBe('unsafe');
    expect(await attachmentProblem(file(svg, 'logo.png', 'image/png'))).toBe('unsafe');
    expect(await attachmentProblem(file('<b>hi</b>', 'x.txt', 'text/html'))).toBe('unsafe');
    expect(await attachmentProblem(file('hello', 'x.txt', 'text/html'))).toBe('unsafe');
    expect(await attachmentProblem(file('<html><script>1</script>', 'calls.csv', ''))).toBe('unsafe');
    expect(await attachmentProblem(file('hello', 'page.html', 'text/plain'))).toBe('unsafe');
  });

  it('shows sizes for people', () => {
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(18432, 'en')).toBe('18 KB');
    expect(formatSize(248913, 'en')).toBe('243.1 KB');
    expect(formatSize(MAX_ATTACHMENT_BYTES, 'en')).toBe('10 MB');
    expect(formatSize(Number.NaN, 'en')).toBe('0 B');
  });
});

describe('ticket form and templates', () => {
  it('sends the form trimmed, with the normal priority when none was chosen', () => {
    expect(
      toTicketInput({
        subject: '  Port our number ',
        description: ' Please port it. ',
        category: 'phone_numbers',
      }),
    ).toEqual({
      subject: 'Port our number',
      description: 'Please port it.',
      priority: 'normal',
      category: 'phone_numbers',
    });
  });

  it("fills a template's placeholders for the ticket, every time they appear", () => {
    expect(
      fillTemplate('Hi {firstName}, about {ticketNumber}. Thanks {firstName}!', {
        firstName: firstNameOf('Maya Thompson'),
        ticketNumber: 'TCK-1040',
      }),
    ).toBe('Hi Maya, about TCK-1040. Thanks Maya!');
    expect(firstNameOf('  ')).toBe('');
  });

  it('lets only the person who opened a ticket delete it', () => {
    const ticket = { createdBy: '6650a1f2c3d4e5f601234568' };
    expect(canDelete(ticket, '6650a1f2c3d4e5f601234568')).toBe(true);
    expect(canDelete(ticket, '6650a1f2c3d4e5f601234567')).toBe(false);
    expect(canDelete({ createdBy: '' }, '')).toBe(false);
  });
});
