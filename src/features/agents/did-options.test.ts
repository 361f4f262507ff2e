// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ID, COMPANY_ID, did } from './agent-fixtures.testing';
import {
  assignableDids,
  assignmentBody,
  inboundDidOf,
  numberOptions,
  numbersHeldByOthers,
} from './did-options';
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

  it("leave out a number another agent's unpublished changes hold", () => {
    const held = numbersHeldByOthers(
      [
        { id: AGENT_ID, inboundNumber: mine.id },
        { id: OTHER_AGENT, inboundNumber: free.id },
        { id: '6650a1f2c3d4e5f6bbbb0004', inboundNumber: null },
      ],
      AGENT_ID,
    );
    expect([...held]).toEqual([free.id]);
    expect(assignableDids(all, COMPANY_ID, AGENT_ID, held)).toEqual([mine, shared]);
  });

  it('are none without a company, and none of another company', () => {
    expect(assignableDids(all, '', AGENT_ID)).toEqual([]);
    expect(assignableDids(all, OTHER_COMPANY, AGENT_ID)).toEqual([otherCompany, shared]);
  });
});

describe('the number on an agent', () => {
  it('is the one it answers, not one it only calls from', () => {
    expect(inboundDidOf([free, mine], AGENT_ID)).toBe(mine);
    expect(inboundDidOf([free], AGENT_ID)).toBeNull();
  });

  it('stays among the choices even when it could no longer be chosen', () => {
    expect(numberOptions([free], taken)).toEqual([taken, free]);
    expect(numberOptions([mine, free], mine)).toEqual([mine, free]);
    expect(numberOptions([free], null)).toEqual([free]);
  });
});

describe('choosing a number', () => {
  it('sends the chosen number, or null for Not Assigned, as the contract asks', async () => {
    expect(assignmentBody(free.id)).toEqual({ didId: free.id });
    expect(assignmentBody(null)).toEqual({ didId: null });
    for (const body of [assignmentBody(free.id), assignmentBody(null)]) {
      expect(await requestProblems('put', '/dids/agent/{agentId}', body)).toBeNull();
    }
  });
});
