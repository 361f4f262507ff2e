import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { $api } from '@/api/queries';
import { invalidate } from '@/api/reads';
import {
  callListQuery,
  callReads,
  queueBody,
  queuedCalls,
  type Call,
  type CallsResponse,
} from './calls-queries';

const call = (id: string, status: Call['status'], queuePosition: number | null) =>
  ({ id, status, queuePosition }) as Call;
const page = (data: Call[]): CallsResponse => ({
  data: { data, total: data.length, pageIndex: 0, pageSize: 200 },
});

describe('the queue read', () => {
  it('asks for queued calls in queue order, of one agent or of all', () => {
    expect(queueBody()).toEqual({
      status: 'queued',
      sortBy: 'queuePosition',
      sortOrder: 'asc',
      pageIndex: 0,
      pageSize: 200,
    });
    expect(queueBody('6650a1f2c3d4e5f6bbbb0002')).toMatchObject({ agentId: '6650a1f2c3d4e5f6bbbb0002' });
  });

  it('keeps only queued calls, sorted by their place (unknown places last)', () => {
    const calls = queuedCalls(
      page([
        call('c', 'queued', 3),
        call('done', 'completed', null),
        call('x', 'queued', null),
        call('a', 'queued', 1),
        call('b', 'queued', 2),
      ]),
    );
    expect(calls.map((item) => item.id)).toEqual(['a', 'b', 'c', 'x']);
  });
});

describe('after a correction', () => {
  it('reads the call again wherever it shows: pages, histories, its own reads; nothing else', async () => {
    const id = '6650a1f2c3d4e5f611110001';
    const queryClient = new QueryClient();
    const shown = [
      callListQuery({ pageIndex: 2, pageSize: 50 }).queryKey,
      $api.queryOptions('post', '/calls/call_history', { body: { leadId: '6650a1f2c3d4e5f633330001' } })
        .queryKey,
      $api.queryOptions('get', '/calls/{id}', { params: { path: { id } } }).queryKey,
      // The shared playback page's read (src/features/call-playback).
      ['get', '/calls/{id}', { params: { path: { id } } }, 'shared-link'],
    ];
    const other = [
      $api.queryOptions('get', '/calls/{id}', { params: { path: { id: '6650a1f2c3d4e5f611110002' } } })
        .queryKey,
      $api.queryOptions('get', '/leads').queryKey,
    ];
    for (const key of [...shown, ...other]) queryClient.setQueryData(key, { data: [] });

    await invalidate(queryClient, callReads(id));

    for (const key of shown)
      expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    for (const key of other) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });
});
