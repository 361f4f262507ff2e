import { liveVersionOf } from './agent-versions.mjs';
import { campaignProgress } from '../counts.mjs';
import { body, created } from './helpers.mjs';

export const handlers = {
  campaignGet(ctx) {
    return ctx.answer(ctx.op, campaignProgress(ctx, ctx.find(ctx.itemId())));
  },
  campaignEnable(ctx) {
    const campaign = ctx.find(String(body(ctx).id));
    campaign.status = body(ctx).enabled ? 'running' : 'paused';
    ctx.stamp(campaign, false);
    ctx.changed();
    return ctx.answer(ctx.op, campaignProgress(ctx, campaign), {
      message: body(ctx).enabled ? 'Campaign resumed' : 'Campaign paused',
    });
  },
  campaignEnd(ctx) {
    const campaign = ctx.find(String(body(ctx).id));
    campaign.status = 'ended';
    ctx.stamp(campaign, false);
    ctx.changed();
    return ctx.answer(ctx.op, campaignProgress(ctx, campaign));
  },
  campaignScheduleCall(ctx) {
    const { campaignId, leadId, at } = body(ctx);
    const campaign = ctx.find(String(campaignId));
    const lead = ctx.find(String(leadId), 'leads');
    const agent = ctx.rows('agents').find((row) => row.id === campaign.agent);
    const call = created(ctx, 'calls', {
      agent: campaign.agent,
      agentName: agent?.name ?? '',
      direction: 'outbound',
      from: campaign.callerNumber,
      to: lead.phone,
      status: 'queued',
      scheduledAt: at,
      startedAt: null,
      endedAt: null,
      duration: 0,
      lead: lead.id,
      leadName: `${lead.firstName} ${lead.lastName}`.trim(),
      campaign: campaign.id,
      agentVersion: liveVersionOf(ctx.rows('agentVersions'), campaign.agent),
    });
    return ctx.answer(ctx.op, call);
  },
};
