import type { QueryClient } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import type { DidStatus } from './did-model';

// The reads of the phone-number screens, built once and shared by the routes and the components.

/** The company's numbers of one status (`GET /dids?status=`, the list in `data.data`). */
export const didsQuery = (status: DidStatus) =>
  $api.queryOptions('get', '/dids', { params: { query: { status } } });

/** The company's agents, to name the agent each number serves. */
export const agentsQuery = () => $api.queryOptions('get', '/agents');

/** After a request or a cancel every list of numbers (any status, any screen) is stale. */
export function invalidateDids(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['get', '/dids'] });
}
