import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BalanceSection } from './balance-section';
import type { BillingSummary } from './billing-model';
import { CardsSection } from './cards-section';

const summary: BillingSummary = {
  balance: 240,
  currency: 'USD',
  lowBalanceThreshold: 25,
  planName: null,
  minutesIncluded: 0,
  minutesUsed: 0,
  monthToDateSpend: 0,
  nextBillingDate: null,
};

describe('the billing buttons while the card payment provider loads', () => {
  // Chakra hides a busy button's label; a screen reader must still hear what the button is.
  it('keep their names and cannot be pressed', async () => {
    await renderWithProviders(
      <>
        <BalanceSection summary={summary} onAddFunds={() => undefined} addFundsLoading />
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
