import { fireEvent, screen, waitFor } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { readDraft, writeDraft } from '@/lib/session/drafts';
import { authorize, resetSession } from '@/lib/session/session-store';
import { renderWithProviders } from '@/test/render';
import { agent } from '../agent-fixtures.testing';
import { AgentProfileForm } from './agent-profile-form';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  sessionStorage.clear();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(putStatuses: number[]) {
  const puts: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'PUT') {
      puts.push(await request.json());
      const status = putStatuses.shift() ?? 200;
      return status === 200 ? json({ data: agent }) : json({ message: 'Server down' }, status);
    }
    return json({ data: [] });
  });
  return puts;
}

describe('the agent profile form', () => {
  it('reads the voices for its language list only when the profile is edited', async () => {
    const reads: string[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      reads.push(new URL(request.url).pathname);
      return Promise.resolve(json({ data: [{ id: 'v1', name: 'Nova', language: 'de' }] }));
    });
    // Fresh for 30 s, as in the console's client: a read made on the way to Edit serves the form.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    await renderWithProviders(<AgentProfileForm agent={agent} />, { queryClient });
    const edit = screen.getByRole('button', { name: 'Edit profile' });
    expect(reads).toEqual([]);
    fireEvent.pointerEnter(edit);
    await waitFor(() => expect(reads).toEqual(['/voices']));
    fireEvent.click(edit);
    const language = screen.getByRole('combobox', { name: 'Language' });
    await waitFor(() =>
      expect([...language.querySelectorAll('option')].map((option) => option.value)).toContain('de'),
    );
    expect(reads).toEqual(['/voices']);
  });

  it('checks the greeting variables before saving', async () => {
    const puts = serve([]);
    await renderWithProviders(<AgentProfileForm agent={agent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const greeting = screen.getByRole('textbox', { name: 'Greeting' });
    fireEvent.change(greeting, { target: { value: 'Hi {{nickname}}' } });
    expect(screen.getByText(/^Unknown variable \{\{nickname\}\}/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(puts).toEqual([]);
  });

  it('keeps what was typed when the save fails, and saves the whole agent on the next try', async () => {
    const puts = serve([500]);
    await renderWithProviders(<AgentProfileForm agent={agent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const greeting = screen.getByRole('textbox', { name: 'Greeting' });
    fireEvent.change(greeting, { target: { value: 'Hello {{first_name}}' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Direction' }), { target: { value: 'outbound' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save profile' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveProperty('value', 'Hello {{first_name}}');

    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByRole('button', { name: 'Edit profile' });
    expect(puts[1]).toMatchObject({
      greeting: 'Hello {{first_name}}',
      direction: 'outbound',
      language: agent.language,
      description: agent.description,
    });
  });
});

describe('the profile left unsaved before a reload', () => {
  const scope = `agent-profile:${agent.id}`;
  const kept = { greeting: 'Hello from the kept draft', language: agent.language, direction: 'outbound' };

  // Signed in, with the real AES-GCM (jsdom's crypto has no `subtle`), a draft kept from before.
  function keep() {
    vi.stubGlobal('crypto', webcrypto);
    const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    authorize(`${b64({ alg: 'HS256' })}.${b64({ id: 'u1', email: 'maya@example.com' })}.c2ln`);
    writeDraft(scope, kept);
  }

  it('comes back in edit mode once read', async () => {
    keep();
    serve([]);
    await renderWithProviders(<AgentProfileForm agent={agent} />);
    const greeting = await screen.findByRole('textbox', { name: 'Greeting' });
    expect(greeting).toHaveProperty('value', kept.greeting);
    expect(screen.getByRole('combobox', { name: 'Direction' })).toHaveProperty('value', 'outbound');
    expect(await readDraft(scope)).toEqual(kept);
  });

  it('read after the user began typing, takes nothing of what was typed', async () => {
    keep();
    serve([]);
    await renderWithProviders(<AgentProfileForm agent={agent} />);
    // Still being decrypted: the user is quicker.
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const greeting = screen.getByRole('textbox', { name: 'Greeting' });
    fireEvent.change(greeting, { target: { value: 'Typed first' } });
    const typed = { greeting: 'Typed first', language: agent.language, direction: agent.direction };
    await waitFor(async () => expect(await readDraft(scope)).toEqual(typed));
    expect(greeting).toHaveProperty('value', 'Typed first');
    expect(screen.getByRole('combobox', { name: 'Direction' })).toHaveProperty('value', agent.direction);
  });
});
