import { $api } from '@/api/queries';

// The reads of the voice library, built once and shared by the route and the components.

/** The library voices and the company's custom voices (`GET /voices`, in `data`). */
export const voicesQuery = () => $api.queryOptions('get', '/voices');

/** The company's agents, to choose the one that gets a voice (`GET /agents`, in `data`). */
export const agentsQuery = () => $api.queryOptions('get', '/agents');

/** One agent as stored (`GET /agents/{id}/`, in `data.data`): the base of its update. */
export const agentQuery = (id: string) =>
  $api.queryOptions('get', '/agents/{id}/', { params: { path: { id } } });
