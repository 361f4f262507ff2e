import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeNetwork } from '@/test/fake-network';
import { renderWithProviders } from '@/test/render';
import { json } from '@/test/responses';
import { DeliveryLog } from './delivery-log';
import type { Webhook, WebhookDelivery } from './webhooks-model';

const network = vi.hoisted((): FakeNetwork => ({
  requests: [],
  respond: (request) => new Response(request.url, { status: 500 }),
}));

vi.mock('@/api/client', async (original) =>
  (await import('@/test/fake-network')).clientsOver(network, await original()),
);

const WEBHOOK: Webhook = {
  id: '6650a1f2c3d4e5f6cccc0001',
  url: 'https://hooks.example.test/console',
  description: '',
  events: ['call.ended'],
  enabled: true,
  secretLast4: 'a1b2',
  createdAt: '2026-12-01T09:00:00Z',
  updatedAt: '2026-12-01T09:00:00Z',
};
const TOTAL = 45;

// Attempt n of the log: newest first, one a minute, all answered 200.
const delivery = (n: number): WebhookDelivery => ({
  id: `6650a1f2c3d4e5f6dddd${String(n).padStart(4, '0')}`,
  webhook: WEBHOOK.id,
  eventId: `6650a1f2c3d4e5f6eeee${String(n).padStart(4, '0')}`,
  event: 'call.ended',
  attempt: n,
  trigger: 'event',
  state: 'succeeded',
  createdAt: new Date(Date.UTC(2026, 11, 1, 10, 0) - n * 60_000).toISOString(),
  statusCode: 200,
  error: null,
  durationMs: 100 + n,
  nextRetryAt: null,
  gaveUp: false,
});

describe('DeliveryLog', () => {
  beforeEach(() => {
    network.requests = [];
    network.respond = (request) => {
      const url = new URL(request.url);
      const pageIndex = Number(url.searchParams.get('pageIndex'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const first = pageIndex * pageSize + 1;
      const rows = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - first + 1)) }, (_, i) =>
        delivery(first + i),
      );
      return json(200, { data: { data: rows, total: TOTAL, pageIndex, pageSize } });
    };
  });

  it('reads the log a page at a time and moves between its pages', async () => {
    await renderWithProviders(<DeliveryLog webhook={WEBHOOK} />);
    const pages = await screen.findByRole('navigation', { name: 'Delivery log pages' });
    expect(pages.textContent).toContain('1–20 of 45');
    expect(screen.getAllByRole('row')).toHaveLength(21);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(await screen.findByText('21–40 of 45')).toBeTruthy();
    const asked = network.requests.map((request) => new URL(request.url).searchParams.get('pageIndex'));
    expect(asked).toEqual(['0', '1']);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('41–45 of 45')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });
});
