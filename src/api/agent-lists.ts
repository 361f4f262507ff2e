import { $api } from './queries';
import { everyRead, type Read } from './reads';

// A change to an agent, its functions or knowledge files makes every list stale (the meta one counts them).
export const agentListReads = (): Read[] => [
  everyRead($api.queryOptions('get', '/agents/fetch_list_with_meta/')),
  everyRead($api.queryOptions('get', '/agents')),
  everyRead($api.queryOptions('get', '/agents/fetch')),
];

// What belongs to an agent beside its own fields, read by the agent's screens and its versions.
export const agentFunctionsQuery = (agentId: string) =>
  $api.queryOptions('get', '/function/agent/{agentId}', { params: { path: { agentId } } });
export const agentKnowledgeQuery = (agentId: string) =>
  $api.queryOptions('get', '/knowledge/agent/{agentId}', { params: { path: { agentId } } });

// A function, a knowledge file or a number belongs to its agent: a change to one moves the agent's
// revision, and where versions are served (proposal) its standing, besides the lists' counts.
export const agentPartReads = (): Read[] => [
  ...agentListReads(),
  everyRead($api.queryOptions('get', '/agents/{id}/', { params: { path: { id: '' } } })),
  everyRead($api.queryOptions('post', '/agents/get_agent/', { body: { agentId: '' } })),
  { queryKey: ['agent-versions'] },
];

// Which agent a number rings (the numbers' lists and each agent's own): a publish moves it where
// versions are served (proposal).
export const numberRoutingReads = (): Read[] => [
  everyRead($api.queryOptions('get', '/dids')),
  everyRead($api.queryOptions('get', '/dids/agent/{agentId}', { params: { path: { agentId: '' } } })),
];
