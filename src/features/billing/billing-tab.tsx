import { Alert, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { ErrorState, QueryView } from '@/components/query-states';
import { AddFundsDialog } from './add-funds-dialog';
import { BalanceSection } from './balance-section';
import { defaultCard } from './billing-model';
import { billingPageQuery, cardsQuery } from './billing-queries';
import { CardsSection } from './cards-section';
import { HistorySection } from './history-section';
import { PlanSection } from './plan-section';
import { usePaymentProvider } from './use-payment-provider';

export function BillingTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [addingFunds, setAddingFunds] = useState(false);
  const billing = useQuery(billingPageQuery(page - 1));
  const cards = useQuery(cardsQuery());
  const provider = usePaymentProvider();
  const payments = provider.data ?? null;
  const summary = billing.data?.data.balance;
  return (
    <Stack gap="10">
      {provider.isSuccess && provider.data === null && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('billing.notConfigured')}</Alert.Title>
        </Alert.Root>
      )}
      {provider.isError && (
        <ErrorState
          message={errorMessage(provider.error, t('billing.providerError'))}
          onRetry={() => void provider.refetch()}
        />
      )}
      <QueryView query={billing} errorText={errorMessage(billing.error, t('billing.loadError'))}>
        {(data) => (
          <BalanceSection
            summary={data.data.balance}
            onAddFunds={payments ? () => setAddingFunds(true) : undefined}
            addFundsLoading={provider.isPending}
          />
        )}
      </QueryView>
      {summary && <PlanSection summary={summary} card={defaultCard(cards.data?.data ?? [])} />}
      <CardsSection cards={cards} provider={payments} providerLoading={provider.isPending} />
      {billing.data && (
        <HistorySection
          records={billing.data.data.data}
          total={billing.data.data.total}
          page={page}
          onPage={setPage}
        />
      )}
      {addingFunds && payments && summary && (
        <AddFundsDialog
          provider={payments}
          currency={summary.currency}
          onClose={() => setAddingFunds(false)}
        />
      )}
    </Stack>
  );
}
