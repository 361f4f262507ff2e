import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { renderWithProviders } from '@/test/render';
import { agent } from '../agent-fixtures.testing';
import { AgentProfileForm } from './agent-profile-form';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

afterEach(() => {
  vi.unstubAllGlobals();
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
