// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { contractPaths, requestProblems } from '@/test/contract';
import { companySpaceBody, toCompanySpaceForm } from './company-space-body';

beforeAll(() => contractPaths(), 60_000);

const info: components['schemas']['SpacePlanInfo'] = {
  companyId: '6650a1f2c3d4e5f6aaaa0002',
  planId: '6650a1f2c3d4e5f688880001',
  planName: 'Starter',
  minutesIncluded: 500,
  minutesUsed: 120.5,
  agentsLimit: 2,
  agentsUsed: 1,
  seats: 3,
  seatsUsed: 2,
  renewsAt: '2026-12-01T00:00:00Z',
};

describe('a company space', () => {
  it('starts from the limits the company has now', () => {
    expect(toCompanySpaceForm(info)).toEqual({ minutes: 500, agents: 2, seats: 3 });
  });

  it('sends the new limits on the company’s plan and period, as the contract asks', async () => {
    const body = companySpaceBody(info, { minutes: 750, agents: 4, seats: 6 });
    expect(body).toEqual({
      companyId: info.companyId,
      planId: info.planId,
      minutes: 750,
      agents: 4,
      seats: 6,
      renewsAt: info.renewsAt,
    });
    expect(await requestProblems('post', '/update_space', body)).toBeNull();
  });

  it('leaves out a plan the company does not have', () => {
    const body = companySpaceBody({ ...info, planId: '' }, { minutes: 0, agents: 0, seats: 1 });
    expect(body).not.toHaveProperty('planId');
  });
});
