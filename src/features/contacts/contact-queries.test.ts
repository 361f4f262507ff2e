import { describe, expect, it } from 'vitest';
import { groupPageQuery, leadHistoryQuery } from './contact-queries';

describe('contact queries', () => {
  it("reads a contact's history by its number, else by its id", () => {
    expect(
      leadHistoryQuery({ id: '6650a1f2c3d4e5f633330001', phone: '+14155550198' }).queryKey[2],
    ).toMatchObject({
      body: { phone: '+14155550198', pageIndex: 0, sortBy: 'createdAt', sortOrder: 'desc' },
    });
    const odd = leadHistoryQuery({ id: '6650a1f2c3d4e5f633330001', phone: '+1 415' }).queryKey[2];
    expect(odd).toMatchObject({ body: { leadId: '6650a1f2c3d4e5f633330001' } });
    expect(odd).not.toHaveProperty('body.phone');
  });

  it('pages groups by pageIndex and pageSize', () => {
    expect(groupPageQuery(2, 50).queryKey[2]).toEqual({ params: { query: { pageIndex: 2, pageSize: 50 } } });
  });
});
