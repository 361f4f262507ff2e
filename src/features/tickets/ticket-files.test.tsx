import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorize, resetSession } from '@/lib/session/session-store';
import { renderWithProviders } from '@/test/render';
import { TicketFiles } from './ticket-files';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

const TICKET = { id: '6650a1f2c3d4e5f6abab0001', number: 'TCK-1042' };
const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const signInAsMaya = () =>
  authorize(
    `${b64url({ alg: 'HS256' })}.${b64url({ id: '6650a1f2c3d4e5f601234567', firstName: 'Maya', email: 'maya@example.com' })}.c2ln`,
  );
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

// The contract's example: a file Carlos sent, one support sent, one Maya uploaded and has not sent yet.
const file = (
  id: string,
  fileName: string,
  uploadedBy: string,
  message: string | null,
  createdAt: string,
) => ({
  id,
  ticket: TICKET.id,
  message,
  fileName,
  mimeType: 'text/csv',
  size: 9216,
  url: `/uploads/tickets/${TICKET.id}/${fileName}`,
  uploadedBy,
  createdAt,
});
const FILES = [
  file(
    '6650a1f2c3d4e5f6acac0103',
    'recall-calls-nov-20.csv',
    '6650a1f2c3d4e5f601234567',
    null,
    '2026-11-20T17:02:00Z',
  ),
  file(
    '6650a1f2c3d4e5f6acac0101',
    'duplicate-calls-nov-16.csv',
    '6650a1f2c3d4e5f601234568',
    '6650a1f2c3d4e5f6acac0002',
    '2026-11-18T18:09:00Z',
  ),
  file(
    '6650a1f2c3d4e5f6acac0102',
    'recall-retry-settings.png',
    '6650a1f2c3d4e5f601234500',
    '6650a1f2c3d4e5f6acac0004',
    '2026-11-19T17:19:00Z',
  ),
];

function serve() {
  const sent: { method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'GET') return json({ data: FILES });
    sent.push({ method: request.method, body: await request.json() });
    return json({ message: 'Attachment updated', data: FILES[0] });
  });
  return sent;
}

describe("a ticket's files", () => {
  it('lists every file with its state, and offers changes only on the files the user uploaded', async () => {
    signInAsMaya();
    serve();
    await renderWithProviders(<TicketFiles ticket={TICKET} />);
    const table = await screen.findByRole('table', { name: 'Files of TCK-1042' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain('duplicate-calls-nov-16.csv');
    expect(rows[1]?.textContent).toContain('Sent with a message');
    expect(rows[3]?.textContent).toContain('Not sent yet');
    expect(screen.queryByRole('button', { name: 'Rename duplicate-calls-nov-16.csv' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace recall-calls-nov-20.csv' })).toBeTruthy();
  });

  it('renames a file keeping its extension', { timeout: 20_000 }, async () => {
    signInAsMaya();
    const sent = serve();
    await renderWithProviders(<TicketFiles ticket={TICKET} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename recall-calls-nov-20.csv' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rename recall-calls-nov-20.csv' });
    expect(within(drawer).getByText('The file keeps its extension, .csv.')).toBeTruthy();
    const name = within(drawer).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveProperty('value', 'recall-calls-nov-20');
    fireEvent.change(name, { target: { value: 'recall-calls-nov-20-morning' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          body: { attachmentId: '6650a1f2c3d4e5f6acac0103', fileName: 'recall-calls-nov-20-morning.csv' },
        },
      ]),
    );
  });
});
