import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeNetwork } from '@/test/fake-network';
import { renderWithProviders } from '@/test/render';
import { json } from '@/test/responses';
import { KnowledgeLibraryDialog } from './knowledge-library-dialog';

const network = vi.hoisted((): FakeNetwork => ({
  requests: [],
  respond: (request) => new Response(request.url, { status: 500 }),
}));

vi.mock('@/api/client', async (original) =>
  (await import('@/test/fake-network')).clientsOver(network, await original()),
);

const RECEPTIONIST = '6650a1f2c3d4e5f6bbbb0001';
const RECALL = '6650a1f2c3d4e5f6bbbb0002';
const stored = (id: string, fileName: string, agent: string, fileType = 'document') => ({
  id,
  fileName,
  fileType,
  agent,
  size: 1,
  mimeType: 'application/pdf',
  url: `/uploads/knowledge/${id}.pdf`,
  createdAt: '2026-10-14T15:08:52Z',
});
const FILES = [
  stored('6650a1f2c3d4e5f6eeee0005', 'Recall-call-script.pdf', RECALL),
  stored('6650a1f2c3d4e5f6eeee0003', 'Front-desk-greeting.mp3', RECEPTIONIST, 'audio'),
];
const AGENTS = [
  { id: RECEPTIONIST, name: 'Dental Receptionist', status: 'active' },
  { id: RECALL, name: 'Recall Reminders', status: 'active' },
];

function answer(request: Request): Response {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname === '/knowledge/') return json(200, { data: FILES });
  if (request.method === 'GET' && url.pathname === '/agents') return json(200, { data: AGENTS });
  if (request.method === 'GET' && url.pathname === '/knowledge/search') {
    const [file] = FILES;
    return json(200, {
      data: [
        {
          fileId: file?.id,
          fileName: file?.fileName,
          snippet: 'Remind patients of their recall visit',
          score: 0.9,
        },
      ],
    });
  }
  if (request.method === 'DELETE') return json(200, { success: true, message: 'File deleted successfully' });
  return json(500, { message: 'unexpected' });
}

const searches = () =>
  network.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/knowledge/search')
    .map((url) => Object.fromEntries(url.searchParams));

const table = () => screen.findByRole('table', { name: "The company's knowledge files" });

describe('KnowledgeLibraryDialog', () => {
  beforeEach(() => {
    network.requests = [];
    network.respond = answer;
  });

  it("lists the company's files with their type and the agent that uses them", async () => {
    await renderWithProviders(<KnowledgeLibraryDialog agentId={RECEPTIONIST} onClose={vi.fn()} />);
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    await waitFor(() => expect(rows[1]?.textContent).toContain('Recall Reminders'));
    expect(rows[1]?.textContent).toContain('Document');
    expect(rows[2]?.textContent).toContain('Audio');
    expect(rows[2]?.textContent).toContain('This agent');
    // Only a file of another agent can be moved here.
    expect(screen.getByRole('button', { name: 'Move Recall-call-script.pdf to this agent' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move Front-desk-greeting.mp3 to this agent' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('2 files');
  });

  it('searches once the typing settles, in this agent only when asked', async () => {
    await renderWithProviders(<KnowledgeLibraryDialog agentId={RECEPTIONIST} onClose={vi.fn()} />);
    await table();
    const box = screen.getByRole('searchbox', { name: 'Search the knowledge files' });
    fireEvent.change(box, { target: { value: 'rec' } });
    fireEvent.change(box, { target: { value: 'recall ' } });
    expect(await screen.findByText('Remind patients of their recall visit')).toBeTruthy();
    expect(searches()).toEqual([{ query: 'recall', limit: '50' }]);
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);

    fireEvent.click(screen.getByRole('checkbox', { name: "Only this agent's files" }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toEqual({ query: 'recall', agentId: RECEPTIONIST, limit: '50' });
  });

  it('asks before deleting everywhere, naming the file and the agent that loses it', async () => {
    await renderWithProviders(<KnowledgeLibraryDialog agentId={RECEPTIONIST} onClose={vi.fn()} />);
    await table();
    await waitFor(() => expect(screen.getByRole('table').textContent).toContain('Recall Reminders'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Recall-call-script.pdf everywhere' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete Recall-call-script.pdf everywhere?',
    });
    expect(confirm.textContent).toContain('Recall Reminders uses this file and will lose it.');
    expect(network.requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete everywhere' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const deletes = network.requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => new URL(request.url).pathname)).toEqual([
      '/knowledge/6650a1f2c3d4e5f6eeee0005',
    ]);
  });
});
