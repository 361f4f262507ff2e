import { describe, expect, it } from 'vitest';
import { scheduleSearch } from './schedule-search';

describe('the search parameters of the schedule board', () => {
  it('keeps a valid agent id, view and day', () => {
    expect(scheduleSearch({ agentId: '6650a1f2c3d4e5f6bbbb0001', view: 'day', date: '2026-11-23' })).toEqual({
      agentId: '6650a1f2c3d4e5f6bbbb0001',
      view: 'day',
      date: '2026-11-23',
    });
    expect(scheduleSearch({ view: 'week' })).toEqual({ view: 'week' });
  });

  it('drops what is not valid instead of failing', () => {
    expect(scheduleSearch({})).toEqual({});
    expect(scheduleSearch({ agentId: '../x', view: 'month', date: '2026-02-30' })).toEqual({});
    expect(scheduleSearch({ date: '11/23/2026', view: 3 })).toEqual({});
  });
});
