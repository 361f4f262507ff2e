// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { teamInvitationForm } from '@/forms/registry.gen';
import { contractPaths, requestExamples, requestProblems } from '@/test/contract';
import { toInvitationInput } from './team-model';

beforeAll(async () => {
  await contractPaths();
}, 60_000);

describe('the invitation form against the contract', () => {
  const { validator, schema } = teamInvitationForm;

  it('sends a body POST /send_invitation/ accepts, from form-valid samples', async () => {
    const full = {
      email: 'noah.bennett@brightsmile-dental.com',
      firstName: ' Noah ',
      lastName: 'Bennett',
      roleId: '6650a1f2c3d4e5f677770003',
    };
    const bare = { email: 'frontdesk@brightsmile-dental.com', roleId: '6650a1f2c3d4e5f677770004' };
    for (const form of [full, bare]) {
      expect(validator.isValid(schema, form, schema)).toBe(true);
      expect(await requestProblems('post', '/send_invitation/', toInvitationInput(form))).toBeNull();
    }
  });

  it("accepts the contract's request example and refuses what the contract refuses", async () => {
    const [example] = await requestExamples('post', '/send_invitation/');
    expect(validator.isValid(schema, example, schema)).toBe(true);
    expect(
      validator.isValid(schema, { email: 'not an address', roleId: '6650a1f2c3d4e5f677770003' }, schema),
    ).toBe(false);
    expect(validator.isValid(schema, { email: 'a@b.co' }, schema)).toBe(false);
  });
});
