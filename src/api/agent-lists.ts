import { $api } from './queries';
import { everyRead, type Read } from './reads';

// A change to an agent, its functions or knowledge files makes every list stale (the meta one counts them).
export const agentListReads = (): Read[] => [
  everyRead($api.queryOptions('get', '/agents/fetch_list_with_meta/')),
  everyRead($api.queryOptions('get', '/agents')),
  everyRead($api.queryOptions('get', '/agents/fetch')),
];
