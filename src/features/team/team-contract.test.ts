// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { teamInvitationForm, teamMemberPasswordForm } from '@/forms/registry.gen';
import { contractPaths, requestExamples, requestProblems } from '@/test/contract';
import { toInvitationInput, toMemberPasswordBody, type MemberPasswordForm } from './team-model';

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

describe("the form setting a member's password", () => {
  const { validator, schema, uiSchema } = teamMemberPasswordForm;
  const refused = (form: MemberPasswordForm) =>
    validator
      .validateFormData(form, schema)
      .errors.map((error) => `${error.property?.replace(/^\./, '')} ${error.name}`);

  it('sends a body POST /users/{id}/change-password/ accepts, at both ends of the length', async () => {
    for (const newPassword of ['Bright-C', 'x'.repeat(128), 'Bright-Chairs-42']) {
      const form = { newPassword, confirmPassword: newPassword };
      expect(refused(form)).toEqual([]);
      expect(
        await requestProblems('post', '/users/{id}/change-password/', toMemberPasswordBody(form)),
      ).toBeNull();
    }
  });

  it("holds sign-up's rules: 8 to 128 characters, counted by code point, with sign-up's messages", () => {
    expect(refused({ newPassword: 'short', confirmPassword: 'short' })).toEqual(['newPassword minLength']);
    expect(refused({ newPassword: 'x'.repeat(129), confirmPassword: 'x' })).toEqual([
      'newPassword maxLength',
    ]);
    // Eight emoji are sixteen UTF-16 units but eight characters, as sign-up counts them.
    expect(refused({ newPassword: '🔑'.repeat(7), confirmPassword: 'x' })).toEqual(['newPassword minLength']);
    expect(refused({ newPassword: '🔑'.repeat(8), confirmPassword: 'x' })).toEqual([]);
    expect(refused({}).sort()).toEqual(['confirmPassword required', 'newPassword required']);
    const newPasswordUi: unknown = uiSchema['newPassword'];
    expect(newPasswordUi).toHaveProperty('ui:messages', {
      required: 'auth.validation.passwordChoose',
      minLength: 'auth.validation.passwordTooShort',
      maxLength: 'auth.validation.passwordTooLong',
    });
  });
});
