import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeNetwork } from '@/test/fake-network';
import { renderWithProviders } from '@/test/render';
import { json } from '@/test/responses';
import type { WebSource } from './web-source-model';
import { WEB_POLL } from './web-source-queries';
import { WebSourcesSection } from './web-sources-section';

const network = vi.hoisted((): FakeNetwork => ({
  requests: [],
  respond: (request) => new Response(request.url, { status: 500 }),
}));

vi.mock('@/api/client', async (original) =>
  (await import('@/test/fake-network')).clientsOver(network, await original()),
);

const RECEPTIONIST = '6650a1f2c3d4e5f6bbbb0001';
const RECALL = '6650a1f2c3d4e5f6bbbb0002';
const FAQ = 'https://www.brightsmiledental.com/faq';

const source = (changes: Partial<WebSource> = {}): WebSource => ({
  id: '6650a1f2c3d4e5f6abab0003',
  url: FAQ,
  scope: 'section',
  pageLimit: 40,
  refresh: 'weekly',
  agents: [RECEPTIONIST],
  status: 'queued',
  pageCount: null,
  failureReason: null,
  lastRefreshAt: null,
  nextRefreshAt: null,
  createdAt: '2026-12-07T08:00:00Z',
  updatedAt: '2026-12-07T08:00:00Z',
  ...changes,
});

const listReads = () =>
  network.requests.filter(
    (request) => request.method === 'GET' && new URL(request.url).pathname === '/web_sources',
  );

beforeEach(() => {
  network.requests = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('web pages as knowledge', () => {
  it('shows nothing, and no error, where the server has no web sources', async () => {
    network.respond = () => json(404, { message: 'Not found' });
    await renderWithProviders(<WebSourcesSection agentId={RECEPTIONIST} place="agent" />);
    await waitFor(() => expect(listReads()).toHaveLength(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('region', { name: 'Web pages' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("asks for the agent's own sources and polls while a read is under way, then stops", async () => {
    // Time also runs on its own, for the waits of Testing Library.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const answers = [source(), source({ status: 'reading' }), source({ status: 'ready', pageCount: 12 })];
    network.respond = () => json(200, { data: [answers[Math.min(listReads().length, answers.length) - 1]] });
    await renderWithProviders(<WebSourcesSection agentId={RECEPTIONIST} place="agent" />);
    const region = await screen.findByRole('region', { name: 'Web pages' });
    expect(new URL(listReads()[0]?.url ?? '').searchParams.get('agentId')).toBe(RECEPTIONIST);
    expect(await within(region).findByText('Queued')).toBeTruthy();
    expect(within(region).getByText('Reading 1 web page…')).toBeTruthy();
    expect(within(region).getByRole('button', { name: `Refresh ${FAQ} now` })).toHaveProperty(
      'disabled',
      true,
    );

    await act(() => vi.advanceTimersByTimeAsync(WEB_POLL.min));
    expect(await within(region).findByText('Reading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(WEB_POLL.min));
    expect(await within(region).findByText('Ready')).toBeTruthy();
    expect(within(region).getByText('12 pages')).toBeTruthy();
    expect(within(region).getByText('No web page is being read now.')).toBeTruthy();

    const settled = listReads().length;
    await act(() => vi.advanceTimersByTimeAsync(WEB_POLL.max * 2));
    expect(listReads()).toHaveLength(settled);
  });

  it('gives a source of the library to this agent through its list of agents', async () => {
    const shared = source({ status: 'ready', pageCount: 3, agents: [RECALL] });
    network.respond = (request) =>
      request.method === 'PUT'
        ? json(200, { data: { ...shared, agents: [RECALL, RECEPTIONIST] } })
        : json(200, { data: [shared] });
    await renderWithProviders(<WebSourcesSection agentId={RECEPTIONIST} place="library" />);
    const table = await screen.findByRole('table', { name: "The company's web pages" });
    fireEvent.click(within(table).getByRole('button', { name: `Use ${FAQ} for this agent` }));
    await waitFor(() => expect(network.requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = network.requests.find((request) => request.method === 'PUT');
    expect(new URL(put?.url ?? '').pathname).toBe(`/web_sources/${shared.id}`);
    expect(await put?.json()).toEqual({ agents: [RECALL, RECEPTIONIST] });
  });
});
