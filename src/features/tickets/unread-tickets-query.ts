import { $api } from '@/api/queries';

// Apart from tickets-queries.ts: the shell reads it on every signed-in screen, and a module shared
// by several chunks keeps all its exports in each (the tickets' mutations on every first paint).
export const unreadTicketsQuery = () => $api.queryOptions('get', '/tickets/unread');
