import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { proposalData } from './proposals';

// Proposal (webhooks), read by the company settings' tabs, the header search and the Webhooks tab.
// A server without it answers 404 or 501: the list then holds null and the tab does not show.
export const webhooksQuery = () =>
  queryOptions({
    queryKey: ['webhooks', 'list'],
    queryFn: ({ signal }) => proposalData(api.GET('/webhooks', { signal })),
    retry: false,
  });
