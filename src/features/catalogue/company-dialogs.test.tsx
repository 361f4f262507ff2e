// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems } from '@/test/contract';
import { invitationBody, inviteProblems } from './company-invite';

beforeAll(async () => {
  await contractPaths();
}, 60_000);

const COMPANY = '6650a1f2c3d4e5f6aaaa0002';

describe('the invitation of a company', () => {
  it('names each missing or wrong field', () => {
    expect(inviteProblems({ email: '', firstName: ' ', lastName: '' })).toEqual({
      email: 'required',
      firstName: 'required',
      lastName: 'required',
    });
    expect(inviteProblems({ email: 'jamie@cascade', firstName: 'Jamie', lastName: 'Ortiz' })).toEqual({
      email: 'invalid',
    });
    expect(
      inviteProblems({ email: 'jamie.ortiz@cascaderoofing.com', firstName: 'Jamie', lastName: 'Ortiz' }),
    ).toEqual({});
  });

  it('sends a body the contract takes, trimmed', async () => {
    const body = invitationBody(COMPANY, {
      email: ' jamie.ortiz@cascaderoofing.com ',
      firstName: 'Jamie ',
      lastName: ' Ortiz',
    });
    expect(body).toEqual({
      companyId: COMPANY,
      email: 'jamie.ortiz@cascaderoofing.com',
      firstName: 'Jamie',
      lastName: 'Ortiz',
    });
    expect(await requestProblems('post', '/company/send_invitation', body)).toBeNull();
  });
});
