// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { companyInvitationForm } from '@/forms/registry.gen';
import { contractPaths, requestProblems } from '@/test/contract';
import { invitationBody, type InvitationForm } from './company-invite';

const refused = (data: InvitationForm) =>
  companyInvitationForm.validator
    .validateFormData(data, companyInvitationForm.schema)
    .errors.map((error) => error.property?.replace(/^\./, ''))
    .sort();

beforeAll(async () => {
  await contractPaths();
}, 60_000);

const COMPANY = '6650a1f2c3d4e5f6aaaa0002';

describe('the invitation of a company', () => {
  it('names each missing or wrong field', () => {
    expect(refused({ firstName: ' ' })).toEqual(['email', 'firstName', 'lastName']);
    expect(refused({ email: 'jamie@cascade', firstName: 'Jamie', lastName: 'Ortiz' })).toEqual(['email']);
    expect(
      refused({ email: 'jamie.ortiz@cascaderoofing.com', firstName: 'Jamie', lastName: 'Ortiz' }),
    ).toEqual([]);
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
