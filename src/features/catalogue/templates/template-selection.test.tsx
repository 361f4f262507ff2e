import { QueryClient, useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/toaster';
import { renderWithProviders } from '@/test/render';
import { templateEntry, type Template } from '../registry/template';
import { TemplateSelection } from './template-selection';
import { listKey } from '../catalogue-queries';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});
vi.mock('@/components/toaster', () => ({ notify: vi.fn() }));

afterEach(() => {
  listed = [template];
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const template: Template = {
  id: '6650a1f2c3d4e5f699990005',
  name: 'Storm Damage Hotline',
  description: 'Takes storm-damage calls.',
  category: 'roofing',
  global_prompt: 'You answer the storm-damage line.',
  voiceMail: '',
  voice: '6650a1f2c3d4e5f655550001',
  language: 'en-US',
  direction: 'inbound',
  selected: false,
  functions: [],
  usageCount: 0,
  createdAt: '2026-10-27T20:48:19Z',
  updatedAt: '2026-10-27T20:48:19Z',
};

// The list as the server keeps it: read again after every change.
let listed: Template[] = [template];

function Row() {
  const { data } = useQuery({ queryKey: listKey(templateEntry), queryFn: () => listed });
  const row = data?.[0];
  return row ? <TemplateSelection template={row} /> : null;
}

async function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  await renderWithProviders(<Row />, { queryClient });
  return queryClient;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('the template selection switch', () => {
  it('is named after the template and moves at once, then keeps the server’s answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent: string[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    await show();
    const toggle = await screen.findByRole('switch', { name: 'Offer Storm Damage Hotline to companies' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(sent).toEqual(['PUT /templates/6650a1f2c3d4e5f699990005/toggle-selection']);
    listed = [{ ...template, selected: true }];
    answer(json({ message: 'Template selection updated', data: { ...template, selected: true } }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Template selection updated'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('moves back with a toast carrying the server’s message when the change fails', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ message: 'Template not found' }, 404)));
    const client = await show();
    const toggle = await screen.findByRole('switch', { name: 'Offer Storm Damage Hotline to companies' });
    fireEvent.click(toggle);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Template not found'));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(client.getQueryData<Template[]>(listKey(templateEntry))?.[0]?.selected).toBe(false);
  });
});
