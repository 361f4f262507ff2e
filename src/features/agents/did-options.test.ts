// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ID, COMPANY_ID, did } from './agent-fixtures.testing';
import { assignableDids, currentDidId, didChanges } from './did-options';
import { contractPaths, requestProblems } from '@/test/contract';

beforeAll(() => contractPaths(), 60_000);

const OTHER_AGENT = '6650a1f2c3d4e5f6bbbb0003';
const OTHER_COMPANY = '6650a1f2c3d4e5f6aaaa0002';

const mine = did(1, { inboundAgent: AGENT_ID });
const free = did(2, { outboundAgents: ['6650a1f2c3d4e5f6bbbb0002'] });
const taken = did(3, { inboundAgent: OTHER_AGENT });
const available = did(4, { status: 'Available', assigned: [] });
const otherCompany = did(5, { assigned: [OTHER_COMPANY] });
const requested = did(6, { status: 'Requested' });
const shared = did(7, { assigned: [OTHER_COMPANY, COMPANY_ID] });
const all = [mine, free, taken, available, otherCompany, requested, shared];

describe('the numbers offered to an agent', () => {
  it('are the Assigned numbers of the company that are free or already on this agent', () => {
    expect(assignableDids(all, COMPANY_ID, AGENT_ID)).toEqual([mine, free, shared]);
  });

  it('leave out a number on another agent, but offer it to that agent', () => {
    expect(assignableDids(all, COMPANY_ID, OTHER_AGENT)).toEqual([free, taken, shared]);
  });

  it('are none without a company, and none of another company', () => {
    expect(assignableDids(all, '', AGENT_ID)).toEqual([]);
    expect(assignableDids(all, OTHER_COMPANY, AGENT_ID)).toEqual([otherCompany, shared]);
  });
});

describe('the number on an agent', () => {
  it('is the number whose inbound agent it is, else the agent’s inboundNumber', () => {
    expect(currentDidId(all, { id: AGENT_ID, inboundNumber: null })).toBe(mine.id);
    expect(currentDidId([free], { id: AGENT_ID, inboundNumber: free.id })).toBe(free.id);
    expect(currentDidId([free], { id: AGENT_ID, inboundNumber: null })).toBeNull();
  });
});

describe('choosing a number', () => {
  it('gives the chosen number the agent and frees the previous one, keeping outbound agents', async () => {
    const changes = didChanges(all, AGENT_ID, mine.id, free.id);
    expect(changes).toEqual([
      {
        id: free.id,
        body: { number: free.number, inboundAgent: AGENT_ID, outboundAgents: free.outboundAgents },
      },
      { id: mine.id, body: { number: mine.number, inboundAgent: null, outboundAgents: [] } },
    ]);
    for (const { body } of changes) expect(await requestProblems('put', '/dids/{id}', body)).toBeNull();
  });

  it('only assigns when the agent had none, and only frees on Not Assigned', () => {
    expect(didChanges(all, AGENT_ID, null, free.id).map((c) => c.id)).toEqual([free.id]);
    expect(didChanges(all, AGENT_ID, mine.id, null)).toEqual([
      { id: mine.id, body: { number: mine.number, inboundAgent: null, outboundAgents: [] } },
    ]);
  });

  it('changes nothing when the choice is the current number', () => {
    expect(didChanges(all, AGENT_ID, mine.id, mine.id)).toEqual([]);
    expect(didChanges(all, AGENT_ID, null, null)).toEqual([]);
  });

  it('never frees a number that rings another agent', () => {
    expect(didChanges(all, AGENT_ID, taken.id, free.id).map((c) => c.id)).toEqual([free.id]);
  });
});
