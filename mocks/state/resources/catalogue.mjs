import { HttpError } from '../rows.mjs';
import { answerSaved, body, created } from './helpers.mjs';
import { bumpRevision, liveVersionOf, routeNumber } from './agent-versions.mjs';

export const handlers = {
  roleAddAction(ctx) {
    const { roleId, actionId } = body(ctx);
    const role = ctx.find(String(roleId));
    ctx.find(String(actionId), 'actions');
    role.actions = [...new Set([...(role.actions ?? []), actionId])];
    return answerSaved(ctx, role);
  },
  grants(ctx) {
    return ctx.answer(
      ctx.op,
      ctx.rows().map((role) => ({ roleId: role.id, roleName: role.name, actions: role.actions ?? [] })),
    );
  },
  grantsUpdate(ctx, generic) {
    for (const grant of body(ctx).grants ?? []) {
      const role = ctx.find(String(grant.roleId));
      role.actions = [...new Set(grant.actions ?? [])];
      ctx.stamp(role, false);
    }
    ctx.changed();
    return handlers.grants(ctx, generic);
  },
  templateToggle(ctx) {
    const template = ctx.find(ctx.itemId());
    template.selected = !template.selected;
    return answerSaved(ctx, template);
  },
  didsOfAgent(ctx) {
    const agentId = ctx.request.params.agentId;
    return ctx.answer(
      ctx.op,
      ctx.rows().filter((did) => did.inboundAgent === agentId || did.outboundAgents?.includes(agentId)),
    );
  },
  // With versions (proposal), the number is the draft's: callers keep dialling the live version's
  // number until a publish routes the new one (routeNumber). An agent never published has no
  // callers to keep, so its number is routed at once, as the spec's call does.
  didsAssign(ctx) {
    const agentId = ctx.request.params.agentId;
    const agent = ctx.find(agentId, 'agents');
    const didId = body(ctx).didId;
    const chosen = didId ? ctx.find(String(didId)) : null;
    if (chosen && (chosen.status !== 'Assigned' || !chosen.assigned?.includes(agent.company)))
      throw new HttpError(422, `${chosen.number} is not a number of the agent's company`);
    if (chosen && chosen.inboundAgent && chosen.inboundAgent !== agentId)
      throw new HttpError(422, `${chosen.number} already answers with another agent`);
    if (
      chosen &&
      ctx.rows('agents').some((other) => other.id !== agentId && other.inboundNumber === chosen.id)
    )
      throw new HttpError(422, `${chosen.number} is kept for another agent's unpublished changes`);
    agent.inboundNumber = chosen ? chosen.id : null;
    if (liveVersionOf(ctx.rows('agentVersions'), agentId) === null) routeNumber(ctx.rows(), agent);
    bumpRevision(agent);
    ctx.changed();
    return handlers.didsOfAgent(ctx);
  },
  didUpdate(ctx, generic) {
    const result = generic.update(ctx);
    const did = ctx.find(ctx.itemId());
    for (const agent of ctx.rows('agents')) {
      if (did.inboundAgent === agent.id) agent.inboundNumber = did.id;
      else if (agent.inboundNumber === did.id) agent.inboundNumber = null;
    }
    return result;
  },
  didRequest(ctx) {
    const { didId, country, areaCode } = body(ctx);
    let did = didId ? ctx.find(String(didId)) : undefined;
    if (!did) {
      const digits = String(Date.now()).slice(-7);
      did = created(ctx, 'dids', {
        number: `+1${areaCode ?? '415'}${digits}`,
        country,
        areaCode: areaCode ?? '415',
        inboundAgent: null,
        outboundAgents: [],
      });
    }
    Object.assign(did, { status: 'Requested', assigned: [ctx.user?.company].filter(Boolean) });
    return answerSaved(ctx, did);
  },
  didStatus(ctx) {
    const did = ctx.find(String(body(ctx).id));
    did.status = ctx.entry.status;
    if (ctx.entry.status === 'Cancelled') did.assigned = [];
    return answerSaved(ctx, did);
  },
};
