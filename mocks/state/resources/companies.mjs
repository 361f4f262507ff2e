import { randomBytes } from 'node:crypto';
import { getAt } from '../contract.mjs';
import { companyCounts } from '../counts.mjs';
import { HttpError, isoSeconds } from '../rows.mjs';
import { answerSaved, body, created, withData } from './helpers.mjs';

export const handlers = {
  companyPlan(ctx) {
    const { companyId, planId } = body(ctx);
    const company = ctx.find(String(companyId));
    const plan = ctx.find(String(planId), 'plans');
    Object.assign(company, { plan: plan.id, planName: plan.name });
    return answerSaved(ctx, company);
  },
  myCompany(ctx) {
    return ctx.answer(ctx.op, companyCounts(ctx, ctx.find(String(ctx.user?.company))));
  },
  myCompanyUpdate(ctx) {
    const company = ctx.find(String(ctx.user?.company));
    const { id: _id, plan: _plan, status: _status, ...changes } = ctx.fields(body(ctx));
    Object.assign(company, changes);
    return answerSaved(ctx, company);
  },
  apiKeyCreate(ctx) {
    const key = `vk_live_${randomBytes(16).toString('hex')}`;
    const row = created(ctx, 'apiKeys', {
      ...ctx.fields(body(ctx)),
      prefix: key.slice(0, 12),
      lastUsedAt: null,
      createdBy: ctx.user?.id,
    });
    delete row.key;
    return ctx.answer(ctx.op, { ...row, key });
  },
  spacePlanInfo(ctx) {
    const companyId = String(body(ctx).companyId ?? ctx.user?.company ?? '');
    const company = ctx.find(companyId, 'companies');
    const space = ctx.rows('spaces').find((row) => row.companyId === companyId);
    const planId = space?.planId ?? company.plan;
    const plan = ctx.rows('plans').find((row) => row.id === planId);
    if (!plan && !space) throw new HttpError(404, `${company.name} has no plan and no space`);
    // Minutes used come from the telephony bills the mock does not keep: the example's company keeps its figure.
    const example = getAt(ctx.op.example, ['data']);
    const nextPeriod = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
    return withData(ctx, {
      companyId,
      planId: planId ?? '',
      planName: plan?.name ?? company.planName ?? '',
      minutesIncluded: space?.minutes ?? plan?.minutesIncluded ?? 0,
      minutesUsed: example?.companyId === companyId ? example.minutesUsed : 0,
      agentsLimit: space?.agents ?? plan?.agentsLimit ?? 0,
      agentsUsed: ctx.rows('agents').filter((agent) => agent.company === companyId).length,
      seats: Math.max(1, space?.seats ?? plan?.seatsLimit ?? 1),
      seatsUsed: ctx.rows('users').filter((user) => user.company === companyId).length,
      renewsAt: space?.renewsAt ?? isoSeconds(nextPeriod),
    });
  },
  spaceSet(ctx) {
    const { companyId, planId, minutes, agents, seats, renewsAt } = body(ctx);
    const company = ctx.find(String(companyId), 'companies');
    if (planId) ctx.find(String(planId), 'plans');
    const list = ctx.rows();
    const space = {
      id: company.id,
      companyId: company.id,
      ...(planId ? { planId } : {}),
      minutes,
      agents,
      seats,
      ...(renewsAt ? { renewsAt } : {}),
      updatedAt: ctx.now,
    };
    const index = list.findIndex((row) => row.companyId === company.id);
    if (index < 0) list.push(space);
    else list[index] = space;
    ctx.changed();
    const { id: _id, ...data } = space;
    return { status: ctx.op.status, body: { message: 'Space updated successfully', data } };
  },
  spaceRemove(ctx) {
    const company = ctx.find(String(body(ctx).companyId), 'companies');
    const list = ctx.rows();
    // Without a space the company already follows its plan: what was asked holds.
    const index = list.findIndex((row) => row.companyId === company.id);
    if (index >= 0) list.splice(index, 1);
    ctx.changed();
    const plan = ctx.rows('plans').find((row) => row.id === company.plan);
    const message = plan
      ? `Space deleted. ${company.name} now follows the limits of the ${plan.name} plan.`
      : `Space deleted. ${company.name} has no plan.`;
    return ctx.answer(ctx.op, null, { message });
  },
};
