import { getAt } from '../contract.mjs';
import { HttpError, isoSeconds, newId } from '../rows.mjs';
import { claimsOf, refreshSession, sessionAnswer } from '../session.mjs';
import { answerSaved, body, clone, withData } from './helpers.mjs';

const VERIFICATION_CODE = '482913';

const emailTaken = (users, email, self) =>
  users.some((other) => other !== self && String(other.email).toLowerCase() === String(email).toLowerCase());

function invitationOf(ctx, user) {
  const week = isoSeconds(new Date(Date.now() + 7 * 86_400_000));
  const { email, firstName, lastName, roleId, role, company } = user;
  return {
    id: newId(),
    email,
    firstName,
    lastName,
    roleId,
    role,
    company,
    invitedBy: ctx.user?.id,
    userId: user.id,
    status: 'pending',
    expiresAt: week,
    createdAt: ctx.now,
  };
}

export const handlers = {
  login(ctx) {
    // Any password; the e-mail picks the example session, so that QA can sign in as either through the form.
    const email = String(body(ctx).email ?? '').toLowerCase();
    const chosen = ctx.op.examples.find((example) => claimsOf(example?.data)?.email?.toLowerCase() === email);
    return sessionAnswer(ctx, chosen ?? ctx.op.example);
  },
  // No e-mail leaves the mock: the code is always the contract's example, 482913 (mocks/README.md).
  sendCode(ctx) {
    const email = String(body(ctx).email ?? '');
    const expiresAt = isoSeconds(new Date(Date.parse(ctx.now) + 10 * 60_000));
    return withData(
      ctx,
      { email, expiresAt, resendAfterSeconds: 30 },
      { message: `We sent a 6-digit code to ${email}` },
    );
  },
  verifyCode(ctx) {
    if (String(body(ctx).code) !== VERIFICATION_CODE)
      throw new HttpError(422, 'The code is invalid or has expired. Request a new one.');
    return sessionAnswer(ctx, ctx.op.example);
  },
  refresh: refreshSession,
  userRole(ctx) {
    const { userId, roleId } = body(ctx);
    const user = ctx.find(String(userId));
    const role = ctx.find(String(roleId), 'roles');
    Object.assign(user, { roleId: role.id, role: role.name });
    return answerSaved(ctx, user);
  },
  // The role's name follows its id; an e-mail address belongs to one account only.
  // The contract: an active user, with the role it names, and 409 for an e-mail in use.
  userCreate(ctx, generic) {
    const { email, roleId } = body(ctx);
    if (emailTaken(ctx.rows(), email)) throw new HttpError(409, 'An account with this email already exists.');
    const role = ctx.find(String(roleId), 'roles');
    generic.create(ctx);
    const [user] = ctx.rows();
    Object.assign(user, { role: role.name, status: 'active' });
    return ctx.answer(ctx.op, user);
  },
  userUpdate(ctx, generic) {
    const user = ctx.find(ctx.itemId());
    const { email, roleId } = body(ctx);
    if (email !== undefined && emailTaken(ctx.rows(), email, user))
      throw new HttpError(409, 'An account with this email already exists.');
    const role = roleId === undefined ? undefined : ctx.find(String(roleId), 'roles');
    generic.update(ctx);
    if (role) user.role = role.name;
    return ctx.answer(ctx.op, user);
  },
  // No e-mail leaves the mock, and sign-in takes any password (login above): only the user's
  // existence is checked, so that a removed user cannot be reached.
  userResetLink(ctx) {
    const user = ctx.find(String(body(ctx).userId));
    return ctx.answer(ctx.op, null, { message: `A password reset link was sent to ${user.email}` });
  },
  userPassword(ctx) {
    ctx.find(ctx.itemId());
    return ctx.answer(ctx.op, null);
  },
  userLanguage(ctx) {
    const user = ctx.find(String(ctx.user?.id));
    user.language = body(ctx).language;
    ctx.changed();
    return ctx.answer(ctx.op, user);
  },
  invite(ctx) {
    const { email, firstName = '', lastName = '', roleId } = body(ctx);
    const users = ctx.rows();
    if (emailTaken(users, email)) {
      throw new HttpError(409, `${email} is already a member of this company`);
    }
    const role = ctx.find(String(roleId), 'roles');
    const userTemplate = getAt(ctx.ops.get('usersGetById')?.example, ['data']) ?? {};
    const user = {
      ...clone(userTemplate),
      id: newId(),
      firstName,
      lastName,
      email,
      phone: '',
      role: role.name,
      roleId: role.id,
      company: ctx.user?.company,
      avatar: '',
      status: 'invited',
      lastLoginAt: null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    };
    users.push(user);
    ctx.changed();
    return ctx.answer(ctx.op, invitationOf(ctx, user), { message: `Invitation sent to ${email}` });
  },
  resendInvite(ctx) {
    const user = ctx.find(String(body(ctx).userId));
    if (user.status !== 'invited') throw new HttpError(422, `${user.email} has already joined`);
    return ctx.answer(ctx.op, invitationOf(ctx, user), { message: `Invitation sent to ${user.email}` });
  },
  preferenceGet(ctx) {
    return withData(ctx, ctx.state.data.preferences);
  },
  preferenceUpdate(ctx) {
    const prefs = ctx.state.data.preferences;
    const { notifications, ...rest } = body(ctx);
    Object.assign(
      prefs,
      rest,
      notifications ? { notifications: { ...prefs.notifications, ...notifications } } : {},
    );
    prefs.updatedAt = ctx.now;
    ctx.changed();
    return withData(ctx, prefs);
  },
  notificationRead(ctx) {
    const note = ctx.rows().find((row) => row._id === ctx.request.params.id);
    if (!note) throw new HttpError(404, 'Notification not found');
    note.read = true;
    ctx.changed();
    return ctx.answer(ctx.op, note);
  },
};
