import { describe, expect, it } from 'vitest';
import { queueBody, queuedCalls, type Call, type CallsResponse } from './calls-queries';

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
