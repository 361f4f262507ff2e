import { getAt } from '../contract.mjs';
import { newId } from '../rows.mjs';
import { bumpRevision, checkBase } from './agent-versions.mjs';
import { answerSaved, body, clone, saveFile, withData } from './helpers.mjs';

const dayIn = (instant, timeZone) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

const shiftDay = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const handlers = {
  // The seed row fills what the body leaves out; a new agent's sections start empty, not the seed's.
  agentCreate(ctx, generic) {
    generic.create(ctx);
    const [row] = ctx.rows();
    for (const section of ['policies', 'rules', 'objectives', 'products']) {
      if (!(section in body(ctx))) row[section] = [];
    }
    row.revision = 1;
    return ctx.answer(ctx.op, row);
  },
  agentNameLogo(ctx) {
    const fields = body(ctx);
    const agent = ctx.find(String(fields.id ?? ''));
    checkBase(ctx, agent);
    bumpRevision(agent);
    agent.name = String(fields.name ?? agent.name);
    const logo = ctx.request.files?.logo;
    if (logo) agent.avatar = saveFile(ctx, 'avatars', agent.id, logo).url;
    return answerSaved(ctx, agent);
  },
  agentDuplicate(ctx) {
    const source = ctx.find(String(body(ctx).id ?? ''));
    const copy = ctx.stamp(
      { ...clone(source), id: newId(), name: body(ctx).name ?? `${source.name} (copy)` },
      true,
    );
    if ('status' in copy) copy.status = 'draft';
    copy.revision = 1;
    ctx.rows().unshift(copy);
    for (const fn of ctx.rows('functions').filter((f) => f.agentId === source.id)) {
      ctx.rows('functions').push({ ...clone(fn), id: newId(), agentId: copy.id });
    }
    ctx.changed();
    return ctx.answer(ctx.op, copy);
  },
  agentSection(ctx) {
    const { agentId, items = [] } = body(ctx);
    const agent = ctx.find(String(agentId));
    checkBase(ctx, agent);
    bumpRevision(agent);
    agent[ctx.entry.section] = items.map((item) => ({ ...item, id: item.id ?? newId() }));
    return answerSaved(ctx, agent);
  },
  agentSectionDelete(ctx) {
    const { agentId, ids = [] } = body(ctx);
    const agent = ctx.find(String(agentId));
    checkBase(ctx, agent);
    bumpRevision(agent);
    agent[ctx.entry.section] = (agent[ctx.entry.section] ?? []).filter((item) => !ids.includes(item.id));
    return answerSaved(ctx, agent);
  },
  agentGeneratePrompt(ctx) {
    const agent = ctx.find(String(body(ctx).agentId));
    const part = (title, items) =>
      items?.length ? [`## ${title}`, ...items.map((item) => `- ${item.title}: ${item.content}`), ''] : [];
    const lines = [
      `You are ${agent.name}. ${agent.description ?? ''}`.trim(),
      ...(body(ctx).goal ? [`Goal: ${body(ctx).goal}`] : []),
      '',
      ...part('Objectives', agent.objectives),
      ...part('Policies', agent.policies),
      ...part('Rules', agent.rules),
      ...part('Products', agent.products),
    ];
    return withData(ctx, { agentId: agent.id, global_prompt: lines.join('\n').trim() });
  },
  // The board shows the example's calendar for its agent, with the events calls carry laid over it,
  // so that what update_event stores is read back.
  agentCalendar(ctx) {
    const agent = ctx.find(ctx.itemId());
    const example = getAt(ctx.op.example, ['data']) ?? {};
    const timeZone = ctx.request.query.timeZone || example.timeZone || 'America/Los_Angeles';
    const start = ctx.request.query.start || dayIn(new Date(), timeZone);
    const end = ctx.request.query.end || shiftDay(start, 6);
    const seeded = agent.id === example.agentId ? (example.events ?? []) : [];
    const calls = ctx.rows('calls').filter((call) => call.agent === agent.id && call.event);
    const own = calls.map((call) => {
      const phone = call.direction === 'inbound' ? call.from : call.to;
      const booked = seeded.find((event) => event.callId === call.id);
      return {
        id: booked?.id ?? `evt_${call.id}`,
        title: call.event.title,
        start: call.event.start,
        end: call.event.end,
        status: call.event.status ?? 'confirmed',
        source: 'agent',
        attendeeName: call.leadName ?? phone ?? '',
        attendeePhone: /^\+?[1-9]\d{1,14}$/.test(phone ?? '') ? phone : null,
        callId: call.id,
        functionId: booked?.functionId ?? null,
      };
    });
    const events = [...seeded.filter((event) => !calls.some((call) => call.id === event.callId)), ...own]
      .filter((event) => {
        const day = dayIn(new Date(event.start), timeZone);
        return day >= start && day <= end;
      })
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    return withData(ctx, { agentId: agent.id, timeZone, start, end, events });
  },
};
