import { HttpError, selectRows } from '../rows.mjs';
import { liveVersionOf } from './agent-versions.mjs';
import { analysisOf, filterByAnalysis, publicCall } from './call-analysis.mjs';
import { xlsxOf } from '../xlsx.mjs';
import { answerSaved, body, created, withData } from './helpers.mjs';
import { settingsOf } from './call-analysis.mjs';

export const handlers = {
  callsFetch(ctx) {
    const rows = filteredCalls(ctx);
    return ctx.page(ctx.op, ctx.request, rows.map(publicCall));
  },
  // The spec's spreadsheet, one row per call of the same filters; with post-call analysis
  // (proposal) it carries the verdict and the custom fields' values too.
  callsExportExcel(ctx) {
    const calls = filteredCalls(ctx);
    const { agentId } = body(ctx);
    const agent = agentId ? ctx.rows('agents').find((row) => row.id === agentId) : undefined;
    const names = agent
      ? settingsOf(agent).fields.map((field) => field.name)
      : [...new Set(calls.flatMap((call) => Object.keys(call.analysis?.values ?? {})))];
    const header = [
      'Date',
      'Agent',
      'Direction',
      'From',
      'To',
      'Status',
      'Duration (s)',
      'Cost',
      'Currency',
      'Outcome',
      'Sentiment',
      'Summary',
      'Success',
      'Success reason',
      ...names,
    ];
    const rows = calls.map((call) => [
      call.createdAt,
      call.agentName,
      call.direction,
      call.from,
      call.to,
      call.status,
      call.duration,
      call.cost,
      call.currency,
      call.outcome,
      call.sentiment,
      call.summary,
      call.analysis?.success?.verdict,
      call.analysis?.success?.reason,
      ...names.map((name) => call.analysis?.values?.[name]),
    ]);
    // Named by the period asked for, else by the day it was made.
    const { from, to } = body(ctx);
    const days = from || to ? [from ?? to, to ?? from] : [ctx.now];
    const name = `calls-${[...new Set(days.map((value) => String(value).slice(0, 10)))].join('-')}.xlsx`;
    return {
      status: 200,
      body: xlsxOf([header, ...rows]),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="${name}"`,
      },
    };
  },
  callHistory(ctx) {
    const { leadId, phone } = body(ctx);
    const calls = ctx
      .rows()
      .filter(
        (call) => (leadId && call.lead === leadId) || (phone && (call.to === phone || call.from === phone)),
      )
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    return ctx.answer(ctx.op, calls);
  },
  callUpdate(ctx, generic) {
    const call = ctx.find(ctx.itemId());
    const { lead, scheduledAt } = body(ctx);
    if (scheduledAt !== undefined && call.status !== 'queued')
      throw new HttpError(422, 'Only a queued call can be rescheduled');
    if (typeof lead === 'string') ctx.find(lead, 'leads');
    if (lead === null) call.leadName = null;
    return generic.update(ctx);
  },
  callCreate(ctx) {
    const { agentId, to, leadId, scheduledAt } = body(ctx);
    const agent = ctx.find(String(agentId), 'agents');
    const lead = leadId ? ctx.rows('leads').find((row) => row.id === leadId) : undefined;
    const dids = ctx.rows('dids');
    // The agent's own number, else one its company holds; with neither there is nothing to call from.
    const number =
      dids.find((did) => did.inboundAgent === agent.id || did.outboundAgents?.includes(agent.id)) ??
      dids.find((did) => did.status === 'Assigned' && did.assigned?.includes(agent.company));
    if (!number) throw new HttpError(422, `${agent.name} has no phone number to call from`);
    const call = created(ctx, 'calls', {
      agent: agent.id,
      agentName: agent.name,
      direction: 'outbound',
      from: number.number,
      to,
      status: 'queued',
      scheduledAt: scheduledAt ?? ctx.now,
      startedAt: null,
      endedAt: null,
      duration: 0,
      cost: 0,
      lead: lead?.id ?? null,
      leadName: lead ? `${lead.firstName} ${lead.lastName}`.trim() : null,
      campaign: null,
      transcription: '',
      recordURL: '',
      agentVersion: liveVersionOf(ctx.rows('agentVersions'), agent.id),
    });
    return ctx.answer(ctx.op, call);
  },
  callFeedback(ctx) {
    const call = ctx.find(ctx.itemId());
    call.feedback = { ...body(ctx), ratedBy: ctx.user?.id ?? body(ctx).ratedBy, ratedAt: ctx.now };
    ctx.changed();
    return withData(ctx, call.feedback);
  },
  callGetFeedback(ctx) {
    const call = ctx.find(String(body(ctx).callId));
    if (!call.feedback) throw new HttpError(404, 'This call has no feedback yet');
    return withData(ctx, call.feedback);
  },
  callQueue(ctx) {
    const { order = [] } = body(ctx);
    const calls = order.map((id) => ctx.find(String(id)));
    calls.forEach((call, index) => (call.queuePosition = index + 1));
    ctx.changed();
    return ctx.answer(
      ctx.op,
      calls.map((call) => ({ ...call, position: call.queuePosition })),
    );
  },
  callEvent(ctx) {
    const { callId, event } = body(ctx);
    const call = ctx.find(String(callId));
    call.event = { ...(call.event ?? {}), ...event };
    if (event?.start) call.scheduledAt = event.start;
    return answerSaved(ctx, call);
  },
};

// The calls of POST /calls/fetch's filters, newest first, each with its analysis (proposal).
function filteredCalls(ctx) {
  const { phone, agentVersion, success, analysis } = body(ctx);
  const rows = selectRows(
    ctx.rows(),
    {
      ...ctx.request,
      body: {
        ...body(ctx),
        phone: undefined,
        agentVersion: undefined,
        success: undefined,
        analysis: undefined,
      },
    },
    {
      filters: { agentId: 'agent', leadId: 'lead', campaignId: 'campaign' },
    },
  )
    .filter((call) => !phone || call.from?.includes(phone) || call.to?.includes(phone))
    .filter((call) => agentVersion === undefined || call.agentVersion === Number(agentVersion));
  for (const call of rows) analysisOf(ctx, call);
  return filterByAnalysis(ctx, rows, { success, analysis });
}
