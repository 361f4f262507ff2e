import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/api/queries';

export const HISTORY_PAGE_SIZE = 10;

/** A page of the billing history, with the balance summary (the previous page stays while the next loads). */
export const billingPageQuery = (pageIndex: number) => ({
  ...$api.queryOptions('post', '/billing/fetch/', {
    body: { pageIndex, pageSize: HISTORY_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'desc' },
  }),
  placeholderData: keepPreviousData,
});

/** The company's cards, the default first. */
export const cardsQuery = () => $api.queryOptions('post', '/cards/fetch/');

/** Every plan, cheapest first. */
export const plansQuery = () => $api.queryOptions('get', '/plans');

/** The balance, history and plan after a payment or a subscription. */
export const invalidateBilling = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['post', '/billing/fetch/'] });

export const invalidateCards = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['post', '/cards/fetch/'] });
