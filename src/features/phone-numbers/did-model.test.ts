// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems, responseExample } from '@/test/contract';
import {
  companyDids,
  countriesOf,
  didsOfStatus,
  filterAvailable,
  formatDate,
  formatPrice,
  locationOf,
  namesById,
  requestFor,
  type Did,
} from './did-model';

beforeAll(() => contractPaths(), 60_000);

const did = (patch: Partial<Did>): Did => ({
  id: '6650a1f2c3d4e5f6ffff0004',
  number: '+13125550166',
  status: 'Available',
  assigned: [],
  inboundAgent: null,
  outboundAgents: [],
  country: 'US',
  region: 'Chicago, IL',
  areaCode: '312',
  createdAt: '2026-02-20T15:30:00Z',
  ...patch,
});

const chicago = did({});
const london = did({ id: 'l', number: '+442079460958', country: 'GB', region: 'London', areaCode: '20' });
const vegas = did({
  id: 'v',
  number: '+17025550135',
  region: 'Las Vegas, NV',
  areaCode: '702',
  status: 'Requested',
});

describe('the lists of numbers', () => {
  it('keeps only the numbers of one status', () => {
    expect(didsOfStatus([chicago, london, vegas], 'Available')).toEqual([chicago, london]);
    expect(didsOfStatus([chicago, vegas], 'Requested')).toEqual([vegas]);
    expect(didsOfStatus([], 'Assigned')).toEqual([]);
  });

  it('finds available numbers by area code, digits, city and country', () => {
    const all = [chicago, london, vegas];
    expect(filterAvailable(all, { q: '', country: '' })).toEqual(all);
    expect(filterAvailable(all, { q: '312', country: '' })).toEqual([chicago]);
    expect(filterAvailable(all, { q: '(702)', country: '' })).toEqual([vegas]);
    expect(filterAvailable(all, { q: '5550166', country: '' })).toEqual([chicago]);
    expect(filterAvailable(all, { q: 'london', country: '' })).toEqual([london]);
    expect(filterAvailable(all, { q: '', country: 'GB' })).toEqual([london]);
    expect(filterAvailable(all, { q: '312', country: 'GB' })).toEqual([]);
  });

  it('lists the countries once each, sorted', () => {
    expect(countriesOf([chicago, london, vegas, did({ id: 'x', country: undefined })])).toEqual(['GB', 'US']);
  });

  it('shows place, price and date, whatever the server sent', () => {
    expect(locationOf(chicago)).toBe('Chicago, IL · US');
    expect(locationOf({ region: undefined, country: undefined })).toBe('');
    expect(formatPrice(1.15, 'USD', 'en')).toBe('$1.15');
    expect(formatPrice(undefined, 'USD', 'en')).toBe('');
    expect(formatPrice(1e21, 'USD', 'en')).toMatch(/^\$1,000/);
    expect(formatPrice(2, 'ZZZ', 'en')).toContain('2.00');
    expect(formatDate('2026-11-18T19:47:00Z', 'en')).toBe('Nov 18, 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it("keeps only the numbers held for the user's company, unless a super administrator", () => {
    const ours = did({ id: 'o', status: 'Assigned', assigned: ['c1'] });
    const theirs = did({ id: 't', status: 'Assigned', assigned: ['c2'] });
    const all = [ours, theirs, chicago];
    expect(companyDids(all, 'Assigned', { company: 'c1', isSuperAdmin: false })).toEqual([ours]);
    expect(companyDids(all, 'Assigned', { company: '', isSuperAdmin: false })).toEqual([]);
    expect(companyDids(all, 'Assigned', { company: 'c0', isSuperAdmin: true })).toEqual([ours, theirs]);
  });

  it('names agents by id', () => {
    expect(namesById([{ id: 'a', name: 'Ava' }]).get('a')).toBe('Ava');
  });
});

describe('the request of POST /dids/request', () => {
  it('asks for the chosen number, and the contract takes it', async () => {
    const body = requestFor(chicago);
    expect(body).toEqual({ didId: chicago.id, country: 'US', areaCode: '312', quantity: 1 });
    expect(await requestProblems('post', '/dids/request', body)).toBeNull();
  });

  it('leaves out an area code the contract would refuse, and has nothing without a country', () => {
    expect(requestFor(did({ areaCode: 'abc' }))).toEqual({ didId: chicago.id, country: 'US', quantity: 1 });
    expect(requestFor(did({ country: undefined }))).toBeNull();
    expect(requestFor(did({ country: 'usa' }))).toBeNull();
  });

  it('reads the contract example of GET /dids (data.data) with every status', async () => {
    const example = (await responseExample('get', '/dids')) as { data: { data: Did[] } };
    expect(didsOfStatus(example.data.data, 'Available').map((d) => d.number)).toEqual(['+13125550166']);
    expect(didsOfStatus(example.data.data, 'Requested').map((d) => d.number)).toEqual(['+17025550135']);
  });
});
