// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems } from '@/test/contract';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import {
  activeFilterCount,
  analysisFields,
  callsSearch,
  eqText,
  shownColumns,
  withColumns,
  normalisePhone,
  toCallFilter,
  toFetchQuery,
  withFilters,
  withSort,
} from './call-search';

const AGENT = '6650a1f2c3d4e5f6bbbb0002';
const localStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const localEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

describe('callsSearch (URL -> filters)', () => {
  it('keeps every valid part', () => {
    expect(
      callsSearch({
        agentId: AGENT,
        from: '2026-11-01',
        to: '2026-11-20',
        direction: 'outbound',
        status: 'no-answer',
        phone: '+1 (415) 555-0198',
        q: '  Jordan ',
        sort: 'duration',
        order: 'asc',
      }),
    ).toEqual({
      agentId: AGENT,
      from: '2026-11-01',
      to: '2026-11-20',
      direction: 'outbound',
      status: 'no-answer',
      phone: '+14155550198',
      q: 'Jordan',
      sort: 'duration',
      order: 'asc',
    });
  });

  it('reads numbers that arrive as text', () => {
    expect(callsSearch({ version: '2', agentId: AGENT, phone: 4155550198 })).toEqual({
      agentId: AGENT,
      version: 2,
      phone: '4155550198',
    });
  });

  it('drops what is invalid, never throws', () => {
    expect(
      callsSearch({
        agentId: '../x',
        from: '2026-02-30',
        to: 'yesterday',
        direction: 'sideways',
        status: 'COMPLETED',
        phone: 'call me',
        q: '   ',
        sort: 'password',
        order: 'up',
      }),
    ).toEqual({});
    expect(callsSearch({ version: 1.5, q: ['x'] })).toEqual({});
  });

  it('leaves the defaults out of the address', () => {
    expect(callsSearch({ sort: 'createdAt', order: 'desc' })).toEqual({});
  });

  it('swaps a date range given backwards', () => {
    expect(callsSearch({ from: '2026-11-20', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
    });
  });

  it('keeps `?agentId=` as the prompt editor sends it', () => {
    expect(callsSearch({ agentId: AGENT })).toEqual({ agentId: AGENT });
  });

  it('limits the search text', () => {
    expect(callsSearch({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });
});

describe('the agent version filter (proposal)', () => {
  it('keeps a version only with an agent, as a whole number from 1', () => {
    expect(callsSearch({ agentId: AGENT, version: '2' })).toMatchObject({ agentId: AGENT, version: 2 });
    expect(callsSearch({ version: '2' }).version).toBeUndefined();
    for (const version of ['0', '-1', '1.5', 'x']) {
      expect(callsSearch({ agentId: AGENT, version }).version).toBeUndefined();
    }
  });

  it('sends it as agentVersion and counts it as a filter', () => {
    const search = callsSearch({ agentId: AGENT, version: '3' });
    expect(toFetchQuery(search)).toMatchObject({ agentId: AGENT, agentVersion: 3 });
    expect(activeFilterCount(search)).toBe(2);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['+14155550198', '+14155550198'],
    ['415.555.0198', '4155550198'],
    ['555', '555'],
  ])('%s -> %s', (input, output) => expect(normalisePhone(input)).toBe(output));

  it.each(['', '+', '12345678901234567', '415-CALL', null, undefined, {}])('drops %j', (input) =>
    expect(normalisePhone(input)).toBeUndefined(),
  );
});

describe('toFetchQuery (filters -> POST /calls/fetch body)', () => {
  it('sends the defaults for an empty address', () => {
    expect(toFetchQuery({})).toEqual({ pageIndex: 0, pageSize: 200, sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('reads any page of the same list', () => {
    expect(toFetchQuery({ status: 'busy' }, 3)).toEqual({
      status: 'busy',
      pageIndex: 3,
      pageSize: 200,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('sends every filter, the days as instants of the user time zone', () => {
    expect(
      toFetchQuery({
        agentId: AGENT,
        from: '2026-11-01',
        to: '2026-11-20',
        direction: 'inbound',
        status: 'completed',
        phone: '+14155550198',
        q: 'Jordan',
        sort: 'cost',
        order: 'asc',
      }),
    ).toEqual({
      agentId: AGENT,
      from: localStart('2026-11-01'),
      to: localEnd('2026-11-20'),
      direction: 'inbound',
      status: 'completed',
      phone: '+14155550198',
      search: 'Jordan',
      pageIndex: 0,
      pageSize: 200,
      sortBy: 'cost',
      sortOrder: 'asc',
    });
  });

  it('gives the Excel export the same filters without paging or search', () => {
    expect(toCallFilter({ agentId: AGENT, status: 'failed', q: 'x', sort: 'cost' })).toEqual({
      agentId: AGENT,
      status: 'failed',
    });
  });

  it('round-trips: address -> filters -> address', () => {
    const search = callsSearch({ agentId: AGENT, from: '2026-11-01', status: 'busy' });
    expect(callsSearch({ ...search })).toEqual(search);
    // Addresses of the paged list still open, on the whole list.
    expect(callsSearch({ status: 'busy', page: '2', size: '50' })).toEqual({ status: 'busy' });
  });
});

describe('changing the view', () => {
  it('new filters keep the sorting', () => {
    expect(withFilters({ sort: 'cost', order: 'asc', status: 'busy' }, { direction: 'inbound' })).toEqual({
      direction: 'inbound',
      sort: 'cost',
      order: 'asc',
    });
  });

  it('sorting flips the same column and starts another descending', () => {
    expect(withSort({}, 'createdAt')).toEqual({ order: 'asc' });
    expect(withSort({ order: 'asc' }, 'createdAt')).toEqual({});
    expect(withSort({ sort: 'cost', order: 'asc' }, 'duration')).toEqual({ sort: 'duration' });
  });

  it('counts the active filters', () => {
    expect(activeFilterCount({ sort: 'cost' })).toBe(0);
    expect(activeFilterCount({ agentId: AGENT, phone: '555' })).toBe(2);
  });
});

describe('post-call analysis in the address (proposal)', () => {
  beforeAll(() => contractPaths(), 60_000);

  const ADDRESS =
    `?agentId=${AGENT}&success=fail&cols=appointment_booked,treatment` +
    '&f.appointment_booked=true&f.treatment=whitening&f.minutes.gte=2&f.minutes.lte=10.5' +
    '&f.notes.contains=parking';
  const fromAddress = (address: string) => callsSearch(parseSearch(address));
  const body = (address: string) => toFetchQuery(fromAddress(address));

  it('round-trips: address -> fetch body -> address', () => {
    const search = fromAddress(ADDRESS);
    expect(toFetchQuery(search)).toEqual({
      agentId: AGENT,
      success: 'fail',
      analysis: [
        { field: 'appointment_booked', op: 'eq', value: true },
        { field: 'minutes', op: 'gte', value: 2 },
        { field: 'minutes', op: 'lte', value: 10.5 },
        { field: 'notes', op: 'contains', value: 'parking' },
        { field: 'treatment', op: 'eq', value: 'whitening' },
      ],
      pageIndex: 0,
      pageSize: 200,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    const again = fromAddress(stringifySearch({ ...search }));
    expect(again).toEqual(search);
    expect(toFetchQuery(again)).toEqual(toFetchQuery(search));
    expect(shownColumns(search)).toEqual(['appointment_booked', 'treatment']);
  });

  it('sends a body the contract accepts, and the Excel export the same conditions', async () => {
    expect(await requestProblems('post', '/calls/fetch', body(ADDRESS))).toBeNull();
    const filter = toCallFilter(fromAddress(ADDRESS));
    expect(filter).toMatchObject({ success: 'fail', analysis: body(ADDRESS).analysis });
    expect(await requestProblems('post', '/calls/export-excel', filter)).toBeNull();
  });

  it('keeps the verdict without an agent, the fields and columns only with one', () => {
    const search = fromAddress('?success=pass&cols=treatment&f.treatment=cleaning');
    expect(search).toEqual({ success: 'pass' });
    expect(toFetchQuery(search)).toMatchObject({ success: 'pass' });
    expect(toFetchQuery(search)).not.toHaveProperty('analysis');
  });

  it('drops what is invalid, never throws', () => {
    const search = fromAddress(
      `?agentId=${AGENT}&success=maybe&cols=Bad-Name,,ok_one,ok_one&f.Bad=1&f.x.between=1` +
        '&f.x.gte=ten&f.x.lte=&f.y=%20%20&f.z.gte=1.5.2&f.a.b.c=1&f.ok=yes',
    );
    expect(search).toEqual({ agentId: AGENT, cols: 'ok_one', 'f.ok': 'yes' });
    // The router lays the validated search over the raw one: a dropped key must be there, undefined.
    expect(Object.keys(search)).toContain('f.x.gte');
    expect(search['f.x.gte']).toBeUndefined();
  });

  it("sends at most the contract's ten conditions", () => {
    const many = Array.from({ length: 12 }, (_, i) => `f.field_${String(i).padStart(2, '0')}=x`);
    expect(body(`?agentId=${AGENT}&${many.join('&')}`).analysis).toHaveLength(10);
  });

  it('writes an option that reads like a yes/no behind a quote', () => {
    expect(eqText(true)).toBe('true');
    expect(eqText('cleaning')).toBe('cleaning');
    expect(eqText('true')).toBe("'true");
    const search = callsSearch({ agentId: AGENT, 'f.plan': eqText('false'), 'f.kept': eqText("'quoted") });
    expect(toFetchQuery(search).analysis).toEqual([
      { field: 'kept', op: 'eq', value: "'quoted" },
      { field: 'plan', op: 'eq', value: 'false' },
    ]);
  });

  it('counts the verdict and each field once among the active filters', () => {
    expect(activeFilterCount(fromAddress(ADDRESS))).toBe(6); // agent, verdict, four fields
    expect(activeFilterCount(fromAddress(`?agentId=${AGENT}&cols=treatment`))).toBe(1);
  });

  it('new filters keep the columns of the same agent; another agent or Clear filters drop them', () => {
    const search = fromAddress(ADDRESS);
    const fields = { agentId: AGENT, success: search.success, ...analysisFields(search) };
    expect(withFilters(search, { ...fields, status: 'completed' })).toEqual({
      ...search,
      status: 'completed',
    });
    const other = withFilters(search, { ...fields, agentId: '6650a1f2c3d4e5f6bbbb0001' });
    expect(other).toEqual({ agentId: '6650a1f2c3d4e5f6bbbb0001', success: 'fail' });
    expect(withFilters(search, {})).toEqual({});
    expect(activeFilterCount(withFilters(search, {}))).toBe(0);
  });

  it('showing a column keeps the page and the filters', () => {
    const search = fromAddress(`?agentId=${AGENT}&page=2&f.treatment=cleaning`);
    expect(withColumns(search, ['treatment', 'minutes'])).toEqual({ ...search, cols: 'treatment,minutes' });
    expect(withColumns(search, [])).toEqual(search);
  });
});
