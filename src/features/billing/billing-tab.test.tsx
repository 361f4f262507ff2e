import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BalanceSection } from './balance-section';
import type { BillingSummary } from './billing-model';
import { BillingTab } from './billing-tab';
import { CardsSection } from './cards-section';

// A production build without a card payment provider configured.
vi.mock('@/config/env', () => ({
  env: {
    apiBaseUrl: 'http://api.test',
    fileHostUrl: '/files',
    llmBaseUrl: '/llm',
    llmModel: 'gpt-4o',
    exchangeRatesUrl: '/fx',
    docsUrl: 'https://docs.example.test',
    mockMode: false,
    paymentProviderScript: null,
    paymentPublishableKey: null,
    paymentMode: 'none',
  },
}));
vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const SUMMARY: BillingSummary = {
  balance: 240,
  currency: 'USD',
  lowBalanceThreshold: 25,
  planName: null,
  minutesIncluded: 0,
  minutesUsed: 0,
  monthToDateSpend: 0,
  nextBillingDate: null,
};

const ANSWERS: Record<string, unknown> = {
  '/billing/fetch/': {
    data: {
      data: [],
      total: 0,
      pageIndex: 0,
      pageSize: 10,
      balance: SUMMARY,
    },
  },
  '/cards/fetch/': { data: [] },
  '/plans': { data: [] },
};

describe('the billing tab without a card payment provider', () => {
  it('says card payments are not configured and shows the rest, without crashing', async () => {
    vi.stubGlobal('fetch', (request: Request) =>
      Promise.resolve(json(ANSWERS[new URL(request.url).pathname] ?? { data: [] })),
    );
    await renderWithProviders(<BillingTab />);
    expect(await screen.findByText(/Card payments are not configured/)).toBeTruthy();
    expect((await screen.findByTestId('billing-balance')).textContent).toBe('$240.00');
    expect(screen.getByRole('button', { name: 'Add funds' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add card' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No plan')).toBeTruthy();
    expect(await screen.findByText('No charges yet.')).toBeTruthy();
    expect(screen.queryByText(/balance is below/)).toBeNull();
  });
});

describe('the billing buttons while the card payment provider loads', () => {
  // Chakra hides a busy button's label; a screen reader must still hear what the button is.
  it('keep their names and cannot be pressed', async () => {
    await renderWithProviders(
      <>
        <BalanceSection summary={SUMMARY} onAddFunds={() => undefined} addFundsLoading />
        <CardsSection
          cards={{
            data: { data: [] },
            isError: false,
            isFetching: false,
            refetch: () => undefined,
            error: null,
          }}
          provider={undefined}
          providerLoading
        />
      </>,
    );
    for (const name of ['Add funds', 'Add card']) {
      const button = screen.getByRole('button', { name });
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(button.getAttribute('data-loading')).not.toBeNull();
    }
  });
});
