import { randomBytes } from 'node:crypto';
import Papa from 'papaparse';
import { fitRow, getAt, isObject, schemaAt, setAt } from './contract.mjs';
import {
  campaignProgress,
  companyCounts,
  countedSeed,
  countHandlers,
  ticketThread,
  visibleTickets,
} from './counts.mjs';
import { HttpError, idOf, newId, selectRows } from './rows.mjs';
import { refreshSession, sessionAnswer } from './session.mjs';

const body = (ctx) => (isObject(ctx.request.body) ? ctx.request.body : {});
const clone = (value) => structuredClone(value);
const money = (amount, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

// The answer's envelope is the example's; what it carries is the handler's, never the example's.
function withData(ctx, data, extra = {}) {
  const example = clone(ctx.op.example ?? {});
  const merged = setAt(example, ['data'], fitRow(data, schemaAt(ctx.op.schema, ['data'])));
  if (extra.message && 'message' in merged) merged.message = extra.message;
  return { status: extra.status ?? ctx.op.status, body: merged };
}

function created(ctx, name, fields) {
  const row = ctx.stamp({ ...ctx.newRow(), ...fields, id: newId() }, true);
  ctx.rows(name).unshift(row);
  ctx.changed();
  return row;
}

const dayIn = (instant, timeZone) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
const shiftDay = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const nameOf = (ctx, collection, id) => {
  const row = ctx.rows(collection).find((r) => idOf(r) === id);
  return row?.name ?? (row ? `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() : undefined);
};

function uniqueFeatureKey(ctx, app, key, self) {
  const taken = ctx.rows('features').some((f) => f !== self && f.app === idOf(app) && f.key === key);
  if (taken) throw new HttpError(422, `${app.name} already has a feature with the key ${key}`);
}

function saveFile(ctx, folder, ownerId, file) {
  const id = newId();
  const safeName = file.name.replace(/[^\w.-]+/g, '_') || 'file';
  const url = `/uploads/${folder}/${ownerId}/${id}/${safeName}`;
  ctx.state.files.set(url, {
    name: file.name,
    type: file.type || 'application/octet-stream',
    data: file.data,
  });
  return { id, url };
}

function syncGroupCount(group) {
  group.leads = [...new Set(group.leads ?? [])];
  group.leadsCount = group.leads.length;
}

function placeLead(ctx, lead) {
  const wanted = new Set(lead.groups ?? []);
  for (const group of ctx.rows('groups')) {
    const has = (group.leads ?? []).includes(lead.id);
    if (wanted.has(group.id) && !has) group.leads = [...(group.leads ?? []), lead.id];
    if (!wanted.has(group.id) && has) group.leads = group.leads.filter((id) => id !== lead.id);
    syncGroupCount(group);
  }
}

function parseCsv(file) {
  const text = file.data.toString('utf8').replace(/^\uFEFF/, '');
  return Papa.parse(text, { header: true, skipEmptyLines: true }).data;
}

function ticketMessages(ctx, ticketId) {
  return ctx.rows('ticketMessages').filter((message) => message.ticket === ticketId);
}

function refreshTicket(ctx, ticket) {
  return Object.assign(ticket, ticketThread(ctx, ticket));
}

const author = (ctx) => ({
  id: ctx.user?.id ?? newId(),
  name: `${ctx.user?.firstName ?? ''} ${ctx.user?.lastName ?? ''}`.trim() || 'Support',
  role: ctx.user?.isSuperAdmin ? 'support' : 'customer',
});

function invitationOf(ctx, user) {
  const week = new Date(Date.now() + 7 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
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

// Stripe's test cards: the mock card element names its methods pm_mock_<last4>_<MMYY>.
const TEST_CARD_BRANDS = { 4242: 'visa', 4444: 'mastercard', 1117: 'discover', '0005': 'amex', 8431: 'amex' };

// Any other payment method stands for the provider's default test card (a Visa, 4242, 12 / +3 years).
function mockCard(paymentMethodId) {
  const [, last4 = '4242', month, year] =
    /^pm_mock_(\d{4})(?:_(\d{2})(\d{2}))?$/.exec(String(paymentMethodId)) ?? [];
  return {
    last4,
    brand: TEST_CARD_BRANDS[last4] ?? 'visa',
    expMonth: month ? Number(month) : 12,
    expYear: year ? 2000 + Number(year) : new Date().getUTCFullYear() + 3,
  };
}

const VERIFICATION_CODE = '482913';

function periodEnd(start, interval) {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const claimsOf = (token) => {
  try {
    return JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
};

export const handlers = {
  login(ctx) {
    // Any password; the e-mail picks the example session, so that QA can sign in as either through the form.
    const email = String(body(ctx).email ?? '').toLowerCase();
    const chosen = ctx.op.examples.find((example) => claimsOf(example?.data).email?.toLowerCase() === email);
    return sessionAnswer(ctx, chosen ?? ctx.op.example);
  },
  // No e-mail leaves the mock: the code is always the contract's example, 482913 (README, QA).
  sendCode(ctx) {
    const email = String(body(ctx).email ?? '');
    const expiresAt = new Date(Date.parse(ctx.now) + 10 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
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
  // The seed row fills what the body leaves out; a new agent's sections start empty, not the seed's.
  agentCreate(ctx, generic) {
    generic.create(ctx);
    const [row] = ctx.rows();
    for (const section of ['policies', 'rules', 'objectives', 'products']) {
      if (!(section in body(ctx))) row[section] = [];
    }
    return ctx.answer(ctx.op, row);
  },
  agentNameLogo(ctx) {
    const fields = body(ctx);
    const agent = ctx.find(String(fields.id ?? ''));
    agent.name = String(fields.name ?? agent.name);
    const logo = ctx.request.files?.logo;
    if (logo) agent.avatar = saveFile(ctx, 'avatars', agent.id, logo).url;
    ctx.stamp(agent, false);
    ctx.changed();
    return ctx.answer(ctx.op, agent);
  },
  agentDuplicate(ctx) {
    const source = ctx.find(String(body(ctx).id ?? ''));
    const copy = ctx.stamp(
      { ...clone(source), id: newId(), name: body(ctx).name ?? `${source.name} (copy)` },
      true,
    );
    if ('status' in copy) copy.status = 'draft';
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
    agent[ctx.entry.section] = items.map((item) => ({ ...item, id: item.id ?? newId() }));
    ctx.stamp(agent, false);
    ctx.changed();
    return ctx.answer(ctx.op, agent);
  },
  agentSectionDelete(ctx) {
    const { agentId, ids = [] } = body(ctx);
    const agent = ctx.find(String(agentId));
    agent[ctx.entry.section] = (agent[ctx.entry.section] ?? []).filter((item) => !ids.includes(item.id));
    ctx.stamp(agent, false);
    ctx.changed();
    return ctx.answer(ctx.op, agent);
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
  knowledgeUpload(ctx) {
    const fields = body(ctx);
    const file = ctx.request.files?.file;
    if (!file) throw new HttpError(422, 'A file is required');
    ctx.find(String(fields.agent), 'agents');
    const id = newId();
    const { url } = saveFile(ctx, 'knowledge', id, file);
    const row = ctx.stamp(
      {
        ...ctx.newRow(),
        id,
        fileName: file.name,
        fileType: fields.file_type ?? 'document',
        agent: String(fields.agent),
        size: file.data.length,
        mimeType: file.type || 'application/octet-stream',
        url,
      },
      true,
    );
    ctx.rows().unshift(row);
    ctx.changed();
    return ctx.answer(ctx.op, row);
  },
  knowledgeUpdate(ctx, generic) {
    const { agent } = body(ctx);
    // Moving a file to an agent that does not exist is refused, as the upload refuses it.
    if (agent !== undefined) ctx.find(String(agent), 'agents');
    return generic.update(ctx);
  },
  // The stored files have no text to search: their names (as they are now, renamed or not), word by
  // word, so that "insurance plans" finds Accepted-insurance-plans.docx.
  knowledgeSearch(ctx) {
    const { query = '', agentId, limit } = ctx.request.query;
    const words = String(query)
      .toLowerCase()
      .split(/[\s_.-]+/)
      .filter(Boolean);
    const found = ctx
      .rows()
      .filter((file) => {
        const name = String(file.fileName).toLowerCase();
        return (!agentId || file.agent === agentId) && words.every((word) => name.includes(word));
      })
      .slice(0, Number(limit) || 10)
      .map((file) => ({
        fileId: file.id,
        fileName: file.fileName,
        fileType: file.fileType,
        agent: file.agent,
        snippet: '',
        score: 1,
      }));
    return ctx.answer(ctx.op, found);
  },
  notificationRead(ctx) {
    const note = ctx.rows().find((row) => row._id === ctx.request.params.id);
    if (!note) throw new HttpError(404, 'Notification not found');
    note.read = true;
    ctx.changed();
    return ctx.answer(ctx.op, note);
  },
  cardAdd(ctx) {
    const cards = ctx.rows();
    const fields = ctx.fields(body(ctx));
    const makeDefault = cards.length === 0 || body(ctx).setAsDefault === true;
    if (makeDefault) for (const card of cards) card.isDefault = false;
    const row = created(ctx, 'cards', {
      ...fields,
      ...mockCard(body(ctx).paymentMethodId),
      isDefault: makeDefault,
    });
    return ctx.answer(ctx.op, row);
  },
  cardDelete(ctx, generic) {
    const card = ctx.find(ctx.itemId());
    const result = generic.remove(ctx);
    const [next] = ctx.rows();
    if (card.isDefault && next) next.isDefault = true;
    return result;
  },
  cardSetDefault(ctx) {
    const card = ctx.find(String(body(ctx).id));
    for (const other of ctx.rows()) other.isDefault = other === card;
    ctx.changed();
    return ctx.answer(ctx.op, card);
  },
  cardGetDefault(ctx) {
    const card = ctx.rows().find((row) => row.isDefault);
    if (!card) return { status: ctx.op.status, body: { ...clone(ctx.op.example), data: null } };
    return ctx.answer(ctx.op, card);
  },
  billingFetch(ctx) {
    const result = ctx.page(ctx.op, ctx.request, selectRows(ctx.rows(), ctx.request, ctx.entry));
    result.body.data.balance = { ...result.body.data.balance, ...ctx.state.data.balance };
    return result;
  },
  billingCharge(ctx) {
    const { amount, currency = 'USD', cardId } = body(ctx);
    const cards = ctx.rows('cards');
    // A card named but gone is never swapped for the default one: the payer chose that card.
    const card =
      cardId === undefined ? cards.find((row) => row.isDefault) : ctx.find(String(cardId), 'cards');
    const record = created(ctx, 'billingRecords', {
      company: ctx.user?.company,
      type: 'charge',
      description: 'Balance top-up',
      amount,
      currency,
      status: 'succeeded',
      card: card ? { brand: card.brand, last4: card.last4 } : null,
    });
    const balance = ctx.state.data.balance;
    balance.balance = Math.round((Number(balance.balance ?? 0) + Number(amount)) * 100) / 100;
    const company = ctx.rows('companies').find((row) => row.id === ctx.user?.company);
    if (company) company.balance = balance.balance;
    return ctx.answer(ctx.op, record, { message: `${money(amount, currency)} added to your balance` });
  },
  paymentIntent(ctx) {
    const { amount, currency } = body(ctx);
    const id = `pi_${randomBytes(12).toString('hex')}`;
    return ctx.answer(ctx.op, {
      id,
      clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      amount,
      currency,
      status: 'requires_payment_method',
    });
  },
  subscribePlan(ctx) {
    const plan = ctx.find(String(body(ctx).planId), 'plans');
    const company = ctx.rows('companies').find((row) => row.id === ctx.user?.company);
    if (company) Object.assign(company, { plan: plan.id, planName: plan.name });
    Object.assign(ctx.state.data.balance, { planName: plan.name, minutesIncluded: plan.minutesIncluded });
    ctx.changed();
    return withData(
      ctx,
      {
        company: ctx.user?.company,
        plan: plan.id,
        planName: plan.name,
        price: plan.price,
        currency: plan.currency,
        interval: plan.interval,
        minutesIncluded: plan.minutesIncluded,
        status: 'active',
        currentPeriodStart: ctx.now,
        currentPeriodEnd: periodEnd(ctx.now, plan.interval),
        cancelAtPeriodEnd: false,
      },
      { message: `You are now subscribed to ${plan.name}` },
    );
  },
  callsFetch(ctx) {
    const phone = body(ctx).phone;
    const rows = selectRows(
      ctx.rows(),
      { ...ctx.request, body: { ...body(ctx), phone: undefined } },
      {
        filters: { agentId: 'agent', leadId: 'lead', campaignId: 'campaign' },
      },
    ).filter((call) => !phone || call.from?.includes(phone) || call.to?.includes(phone));
    return ctx.page(ctx.op, ctx.request, rows);
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
    ctx.stamp(call, false);
    ctx.changed();
    return ctx.answer(ctx.op, call);
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
    });
    return ctx.answer(ctx.op, call);
  },
  leadsSearchPhone(ctx) {
    const digits = String(body(ctx).phone ?? '').replace(/\D/g, '');
    return ctx.answer(
      ctx.op,
      ctx.rows().filter((lead) => digits && String(lead.phone).replace(/\D/g, '').includes(digits)),
    );
  },
  leadCreate(ctx, generic) {
    const result = generic.create(ctx);
    placeLead(ctx, ctx.rows()[0]);
    return result;
  },
  leadUpdate(ctx, generic) {
    const result = generic.update(ctx);
    placeLead(ctx, ctx.find(ctx.itemId()));
    return result;
  },
  leadDelete(ctx, generic) {
    const id = ctx.itemId();
    const result = generic.remove(ctx);
    for (const group of ctx.rows('groups')) {
      group.leads = (group.leads ?? []).filter((lead) => lead !== id);
      syncGroupCount(group);
    }
    return result;
  },
  groupCreate(ctx, generic) {
    generic.create(ctx);
    const group = ctx.rows()[0];
    group.leads = body(ctx).leads ?? [];
    syncGroupCount(group);
    for (const lead of ctx.rows('leads'))
      if (group.leads.includes(lead.id)) lead.groups = [...new Set([...(lead.groups ?? []), group.id])];
    return ctx.answer(ctx.op, group);
  },
  groupUpdate(ctx, generic) {
    generic.update(ctx);
    const group = ctx.find(ctx.itemId());
    if (Array.isArray(body(ctx).leads)) {
      for (const lead of ctx.rows('leads')) {
        const inGroup = group.leads.includes(lead.id);
        lead.groups = (lead.groups ?? []).filter((id) => id !== group.id);
        if (inGroup) lead.groups.push(group.id);
      }
    }
    syncGroupCount(group);
    return ctx.answer(ctx.op, group);
  },
  groupDelete(ctx, generic) {
    const id = ctx.itemId();
    const result = generic.remove(ctx);
    for (const lead of ctx.rows('leads')) lead.groups = (lead.groups ?? []).filter((group) => group !== id);
    return result;
  },
  groupLeads(ctx) {
    const { groupId, leadIds = [] } = body(ctx);
    const group = ctx.find(String(groupId));
    for (const leadId of leadIds) {
      const lead = ctx.find(String(leadId), 'leads');
      const others = (lead.groups ?? []).filter((id) => id !== group.id);
      lead.groups = ctx.entry.add ? [...others, group.id] : others;
    }
    group.leads = ctx.entry.add
      ? [...(group.leads ?? []), ...leadIds]
      : (group.leads ?? []).filter((id) => !leadIds.includes(id));
    syncGroupCount(group);
    ctx.stamp(group, false);
    ctx.changed();
    return ctx.answer(ctx.op, group);
  },
  groupImport(ctx) {
    const fields = body(ctx);
    const file = ctx.request.files?.file;
    if (!file) throw new HttpError(422, 'A file is required');
    let mapping = {};
    try {
      mapping = fields.mapping ? JSON.parse(fields.mapping) : {};
    } catch {
      throw new HttpError(422, 'The column mapping is not valid JSON');
    }
    const column = (record, field) => String(record[mapping[field] ?? field] ?? '').trim();
    const errors = [];
    const leadIds = [];
    const template = getAt(ctx.ops.get('leadsCreate')?.example, ['data']) ?? {};
    parseCsv(file).forEach((record, index) => {
      const phone = column(record, 'phone');
      if (!/^\+?[1-9]\d{1,14}$/.test(phone.replace(/[\s()-]/g, ''))) {
        errors.push({ row: index + 2, message: `Phone '${phone}' is not a valid international number` });
        return;
      }
      const lead = {
        ...clone(template),
        id: newId(),
        firstName: column(record, 'firstName'),
        lastName: column(record, 'lastName'),
        phone: phone.replace(/[\s()-]/g, ''),
        email: column(record, 'email'),
        company: column(record, 'company'),
        notes: column(record, 'notes'),
        tags: [],
        groups: [],
        status: 'new',
        lastCalledAt: null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      };
      ctx.rows('leads').unshift(lead);
      leadIds.push(lead.id);
    });
    let group = fields.groupId ? ctx.find(String(fields.groupId), 'groups') : undefined;
    if (!group) {
      const groupTemplate = getAt(ctx.op.example, ['data', 'group']) ?? {};
      group = {
        ...clone(groupTemplate),
        id: newId(),
        name: fields.name ?? file.name,
        description: fields.description ?? '',
        leads: [],
        createdAt: ctx.now,
        updatedAt: ctx.now,
      };
      ctx.rows('groups').unshift(group);
    }
    group.leads = [...(group.leads ?? []), ...leadIds];
    syncGroupCount(group);
    for (const lead of ctx.rows('leads')) if (leadIds.includes(lead.id)) lead.groups = [group.id];
    ctx.changed();
    return withData(
      ctx,
      { group, imported: leadIds.length, skipped: errors.length, errors },
      {
        message: `Imported ${leadIds.length} contacts`,
      },
    );
  },
  companyPlan(ctx) {
    const { companyId, planId } = body(ctx);
    const company = ctx.find(String(companyId));
    const plan = ctx.find(String(planId), 'plans');
    Object.assign(company, { plan: plan.id, planName: plan.name });
    ctx.stamp(company, false);
    ctx.changed();
    return ctx.answer(ctx.op, company);
  },
  myCompany(ctx) {
    return ctx.answer(ctx.op, companyCounts(ctx, ctx.find(String(ctx.user?.company))));
  },
  myCompanyUpdate(ctx) {
    const company = ctx.find(String(ctx.user?.company));
    const { id: _id, plan: _plan, status: _status, ...changes } = ctx.fields(body(ctx));
    Object.assign(company, changes);
    ctx.stamp(company, false);
    ctx.changed();
    return ctx.answer(ctx.op, company);
  },
  userRole(ctx) {
    const { userId, roleId } = body(ctx);
    const user = ctx.find(String(userId));
    const role = ctx.find(String(roleId), 'roles');
    Object.assign(user, { roleId: role.id, role: role.name });
    ctx.stamp(user, false);
    ctx.changed();
    return ctx.answer(ctx.op, user);
  },
  // The role's name follows its id; an e-mail address belongs to one account only.
  // The contract: an active user, with the role it names, and 409 for an e-mail in use.
  userCreate(ctx, generic) {
    const { email, roleId } = body(ctx);
    const same = (other) => String(other.email).toLowerCase() === String(email).toLowerCase();
    if (ctx.rows().some(same)) throw new HttpError(409, 'An account with this email already exists.');
    const role = ctx.find(String(roleId), 'roles');
    generic.create(ctx);
    const [user] = ctx.rows();
    Object.assign(user, { role: role.name, status: 'active' });
    return ctx.answer(ctx.op, user);
  },
  userUpdate(ctx, generic) {
    const user = ctx.find(ctx.itemId());
    const { email, roleId } = body(ctx);
    const taken = (other) =>
      other.id !== user.id && String(other.email).toLowerCase() === String(email).toLowerCase();
    if (email !== undefined && ctx.rows().some(taken))
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
    if (users.some((user) => String(user.email).toLowerCase() === String(email).toLowerCase())) {
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
  roleAddAction(ctx) {
    const { roleId, actionId } = body(ctx);
    const role = ctx.find(String(roleId));
    ctx.find(String(actionId), 'actions');
    role.actions = [...new Set([...(role.actions ?? []), actionId])];
    ctx.stamp(role, false);
    ctx.changed();
    return ctx.answer(ctx.op, role);
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
  didsOfAgent(ctx) {
    const agentId = ctx.request.params.agentId;
    return ctx.answer(
      ctx.op,
      ctx.rows().filter((did) => did.inboundAgent === agentId || did.outboundAgents?.includes(agentId)),
    );
  },
  didsAssign(ctx) {
    const agentId = ctx.request.params.agentId;
    const agent = ctx.find(agentId, 'agents');
    const didId = body(ctx).didId;
    const chosen = didId ? ctx.find(String(didId)) : null;
    if (chosen && (chosen.status !== 'Assigned' || !chosen.assigned?.includes(agent.company)))
      throw new HttpError(422, `${chosen.number} is not a number of the agent's company`);
    if (chosen && chosen.inboundAgent && chosen.inboundAgent !== agentId)
      throw new HttpError(422, `${chosen.number} already answers with another agent`);
    for (const did of ctx.rows()) if (did.inboundAgent === agentId) did.inboundAgent = null;
    if (chosen) chosen.inboundAgent = agentId;
    agent.inboundNumber = chosen ? chosen.id : null;
    ctx.changed();
    return handlers.didsOfAgent(ctx);
  },
  agentRatesOfAgent(ctx) {
    const agentId = String(body(ctx).agentId);
    ctx.find(agentId, 'agents');
    const rates = ctx
      .rows()
      .filter((rate) => rate.agent === agentId)
      .sort((a, b) => String(b.effectiveFrom).localeCompare(String(a.effectiveFrom)));
    return ctx.answer(ctx.op, rates);
  },
  minutePrice(ctx) {
    const { companyId, prefix } = body(ctx);
    const company = companyId ? String(companyId) : (ctx.user?.company ?? null);
    const digits = String(prefix ?? '1');
    const longest = (rows) =>
      rows
        .filter((row) => digits.startsWith(String(row.prefix)))
        .sort((a, b) => String(b.prefix).length - String(a.prefix).length)[0];
    const rates = ctx.rows();
    const own = company ? longest(rates.filter((row) => row.company === company)) : undefined;
    const rate = own ?? longest(rates.filter((row) => !row.company));
    if (!rate) {
      // The platform's base prices live in the server's settings, not in any call rate.
      return withData(ctx, {
        callRate: null,
        source: 'base',
        company: null,
        prefix: '',
        destination: '',
        pricePerMinute: 0.03,
        licensePricePerMinute: 0.06,
        currency: 'USD',
      });
    }
    return withData(ctx, {
      callRate: rate.id,
      source: own ? 'company' : 'default',
      company: rate.company ?? null,
      prefix: String(rate.prefix),
      destination: rate.destination,
      pricePerMinute: rate.pricePerMinute,
      licensePricePerMinute: rate.licensePricePerMinute,
      currency: rate.currency ?? 'USD',
    });
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
      renewsAt: space?.renewsAt ?? nextPeriod.toISOString().replace(/\.\d{3}Z$/, 'Z'),
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
    ctx.stamp(did, false);
    ctx.changed();
    return ctx.answer(ctx.op, did);
  },
  didStatus(ctx) {
    const did = ctx.find(String(body(ctx).id));
    did.status = ctx.entry.status;
    if (ctx.entry.status === 'Cancelled') did.assigned = [];
    ctx.stamp(did, false);
    ctx.changed();
    return ctx.answer(ctx.op, did);
  },
  removeAll(ctx) {
    const count = ctx.rows().length;
    ctx.state.data[ctx.entry.collection] = [];
    ctx.changed();
    return ctx.answer(ctx.op, null, { message: `All ${count} rates deleted` });
  },
  upsert(ctx, generic) {
    const fields = body(ctx);
    const keys = [ctx.entry.key].flat();
    const existing = fields.id
      ? ctx.rows().find((row) => row.id === fields.id)
      : !keys.includes('id') && keys.every((key) => fields[key] !== undefined)
        ? ctx.rows().find((row) => keys.every((key) => row[key] === fields[key]))
        : undefined;
    if (!existing) {
      const row = created(ctx, ctx.entry.collection, {
        ...ctx.fields(fields),
        ...(fields.agent ? { agentName: nameOf(ctx, 'agents', fields.agent) } : {}),
      });
      return ctx.answer(ctx.op, row);
    }
    return generic.update({ ...ctx, itemId: () => existing.id });
  },
  importRows(ctx) {
    const file = ctx.request.files?.file;
    if (!file) throw new HttpError(422, 'A file is required');
    const key = ctx.entry.key;
    const rows = ctx.rows();
    const template = rows[0] ?? {};
    let imported = 0;
    let updated = 0;
    const errors = [];
    const records = parseCsv(file);
    const deleted = ctx.entry.replace ? rows.length : undefined;
    if (ctx.entry.replace) rows.splice(0, rows.length);
    records.forEach((record, index) => {
      if (!record[key]) {
        errors.push({ row: index + 2, message: `Missing ${key}` });
        return;
      }
      const values = Object.fromEntries(
        Object.entries(record).map(([name, value]) => [
          name,
          typeof template[name] === 'number' ? Number(value) : value,
        ]),
      );
      const existing = rows.find((row) => String(row[key]) === String(record[key]));
      if (existing) {
        Object.assign(existing, values);
        updated += 1;
      } else {
        rows.push({ ...clone(template), ...values, id: newId() });
        imported += 1;
      }
    });
    ctx.changed();
    return withData(ctx, {
      imported,
      updated,
      skipped: errors.length,
      errors,
      ...(deleted !== undefined ? { deleted } : {}),
    });
  },
  testStart(ctx) {
    const scenario = ctx.find(ctx.itemId());
    if (scenario.status === 'running') throw new HttpError(409, 'This scenario is already running');
    scenario.status = 'running';
    scenario.lastRunAt = ctx.now;
    const template = getAt(ctx.ops.get('testzoneResults')?.example, ['data', 0]) ?? {};
    const result = {
      ...clone(template),
      id: newId(),
      scenario: scenario.id,
      agent: scenario.agent,
      status: 'running',
      startedAt: ctx.now,
      endedAt: null,
      durationSeconds: 0,
      passed: false,
      score: 0,
      summary: '',
      transcript: '',
    };
    ctx.rows('testResults').unshift(result);
    ctx.changed();
    return withData(ctx, {
      resultId: result.id,
      scenario: scenario.id,
      status: 'running',
      startedAt: ctx.now,
    });
  },
  templateToggle(ctx) {
    const template = ctx.find(ctx.itemId());
    template.selected = !template.selected;
    ctx.stamp(template, false);
    ctx.changed();
    return ctx.answer(ctx.op, template);
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
  integrationCreate(ctx) {
    const fields = ctx.fields(body(ctx));
    const row = created(ctx, 'integrations', {
      ...fields,
      appName: nameOf(ctx, 'apps', fields.app) ?? fields.app,
      company: ctx.user?.company,
      status: 'connected',
      lastSyncedAt: null,
    });
    return ctx.answer(ctx.op, row);
  },
  // PUT merges `settings`: a secret left out, or sent back masked, keeps the stored one.
  integrationUpdate(ctx) {
    const row = ctx.find(ctx.itemId());
    const { id: _id, settings, ...fields } = ctx.fields(body(ctx));
    const sent = Object.entries(isObject(settings) ? settings : {}).filter(
      ([, value]) => typeof value === 'string' && !value.startsWith('••••'),
    );
    Object.assign(row, fields, { settings: { ...row.settings, ...Object.fromEntries(sent) } });
    if (fields.app) row.appName = nameOf(ctx, 'apps', fields.app) ?? row.appName;
    ctx.stamp(row, false);
    ctx.changed();
    return ctx.answer(ctx.op, row);
  },
  // An app's `features` lists its features' ids: creating, moving and deleting a feature keep it in step.
  featureCreate(ctx, generic) {
    const { app: appId, key } = body(ctx);
    const app = ctx.find(appId, 'apps');
    uniqueFeatureKey(ctx, app, key);
    const answer = generic.create(ctx);
    app.features = [...new Set([...(app.features ?? []), idOf(ctx.rows()[0])])];
    ctx.changed();
    return answer;
  },
  featureUpdate(ctx, generic) {
    const row = ctx.find(ctx.itemId());
    const { app: appId = row.app, key = row.key } = body(ctx);
    const app = ctx.find(appId, 'apps');
    uniqueFeatureKey(ctx, app, key, row);
    const answer = generic.update(ctx);
    for (const other of ctx.rows('apps')) {
      const listed = (other.features ?? []).filter((id) => id !== idOf(row));
      other.features = other === app ? [...listed, idOf(row)] : listed;
    }
    ctx.changed();
    return answer;
  },
  featureDelete(ctx, generic) {
    const id = ctx.itemId();
    const answer = generic.remove(ctx);
    for (const app of ctx.rows('apps'))
      app.features = (app.features ?? []).filter((feature) => feature !== id);
    ctx.changed();
    return answer;
  },
  // Deleting an app deletes its features and the companies' integrations of it.
  appDelete(ctx, generic) {
    const id = ctx.itemId();
    const answer = generic.remove(ctx);
    for (const name of ['features', 'integrations']) {
      const rows = ctx.rows(name);
      rows.splice(0, rows.length, ...rows.filter((row) => row.app !== id));
    }
    ctx.changed();
    return answer;
  },
  integrationToggle(ctx) {
    const row = ctx.find(ctx.itemId());
    row.syncEnabled = !row.syncEnabled;
    ctx.changed();
    return ctx.answer(ctx.op, row, { message: row.syncEnabled ? 'Sync enabled' : 'Sync disabled' });
  },
  ticketGet(ctx) {
    const ticket = refreshTicket(ctx, ctx.find(ctx.itemId()));
    const withMessages = { ...ticket, messages: ticketMessages(ctx, ticket.id) };
    return ctx.answer(ctx.op, withMessages);
  },
  ticketCreate(ctx) {
    const numbers = ctx
      .rows()
      .map((t) => Number(String(t.number).replace(/\D/g, '')))
      .filter(Number.isFinite);
    const row = created(ctx, 'tickets', {
      ...ctx.fields(body(ctx)),
      number: `TCK-${Math.max(1000, ...numbers) + 1}`,
      status: 'open',
      company: ctx.user?.company,
      companyName: nameOf(ctx, 'companies', ctx.user?.company) ?? '',
      createdBy: ctx.user?.id,
      createdByName: `${ctx.user?.firstName ?? ''} ${ctx.user?.lastName ?? ''}`.trim(),
      assignee: null,
      assigneeName: null,
      unread: false,
      messagesCount: 0,
      lastMessageAt: null,
    });
    return ctx.answer(ctx.op, row);
  },
  ticketDelete(ctx, generic) {
    const id = ctx.itemId();
    const result = generic.remove(ctx);
    ctx.state.data.ticketMessages = ctx.rows('ticketMessages').filter((message) => message.ticket !== id);
    const [gone, kept] = [[], []];
    for (const file of ctx.rows('ticketAttachments')) (file.ticket === id ? gone : kept).push(file);
    ctx.state.data.ticketAttachments = kept;
    for (const file of gone) ctx.state.files.delete(file.url);
    return result;
  },
  ticketStatus(ctx) {
    const { ticketId, status, assignee } = body(ctx);
    const ticket = ctx.find(String(ticketId));
    ticket.status = status;
    if (assignee !== undefined) {
      ticket.assignee = assignee;
      ticket.assigneeName = assignee ? (nameOf(ctx, 'users', assignee) ?? null) : null;
    }
    ctx.stamp(ticket, false);
    ctx.changed();
    return ctx.answer(ctx.op, ticket);
  },
  ticketCounts(ctx) {
    const template = getAt(ctx.op.example, ['data']) ?? [];
    const counts = template.map((entry) => ({
      ...entry,
      count: visibleTickets(ctx).filter((t) => t.status === entry.status).length,
    }));
    return { status: ctx.op.status, body: { ...clone(ctx.op.example), data: counts } };
  },
  ticketsUnread(ctx) {
    const tickets = visibleTickets(ctx)
      .map((ticket) => refreshTicket(ctx, ticket))
      .filter((ticket) => ticket.unread);
    const messages = tickets.reduce(
      (sum, ticket) =>
        sum +
        ticketMessages(ctx, ticket.id).filter((m) => m.read === false && m.author?.id !== ctx.user?.id)
          .length,
      0,
    );
    const result = ctx.answer(ctx.op, tickets);
    result.body.data.count = tickets.length;
    result.body.data.messages = messages;
    return result;
  },
  ticketMessage(ctx) {
    const fields = body(ctx);
    const ticketId = String(ctx.request.params.id ?? fields.ticketId);
    const ticket = ctx.find(ticketId, 'tickets');
    const attachments = ctx
      .rows('ticketAttachments')
      .filter((a) => (fields.attachments ?? []).includes(a.id));
    const message = created(ctx, 'ticketMessages', {
      ticket: ticket.id,
      author: author(ctx),
      body: fields.body,
      attachments,
      read: false,
    });
    for (const attachment of attachments) attachment.message = message.id;
    if (fields.status) ticket.status = fields.status;
    ctx.stamp(ticket, false);
    refreshTicket(ctx, ticket);
    return ctx.answer(ctx.op, message);
  },
  ticketRead(ctx) {
    const ticket = ctx.find(ctx.itemId(), 'tickets');
    const ids = body(ctx).messageIds ?? [];
    let marked = 0;
    for (const message of ticketMessages(ctx, ticket.id)) {
      if (ids.includes(message.id) && message.read === false) {
        message.read = true;
        marked += 1;
      }
    }
    refreshTicket(ctx, ticket);
    ctx.changed();
    const unreadCount = ticketMessages(ctx, ticket.id).filter(
      (m) => m.read === false && m.author?.id !== ctx.user?.id,
    ).length;
    return withData(ctx, { ticket: ticket.id, markedRead: marked, unreadCount });
  },
  ticketAttachment(ctx) {
    const ticket = ctx.find(ctx.itemId(), 'tickets');
    const file = ctx.request.files?.file;
    if (!file) throw new HttpError(422, 'A file is required');
    const { url } = saveFile(ctx, 'tickets', ticket.id, file);
    const row = created(ctx, 'ticketAttachments', {
      ticket: ticket.id,
      message: body(ctx).message ?? null,
      fileName: file.name,
      mimeType: file.type || 'application/octet-stream',
      size: file.data.length,
      url,
      uploadedBy: ctx.user?.id,
    });
    return ctx.answer(ctx.op, row);
  },
  ticketAttachmentUpdate(ctx) {
    const ticket = ctx.find(ctx.itemId(), 'tickets');
    const fields = body(ctx);
    const row = ctx.find(String(fields.attachmentId));
    if (row.ticket !== ticket.id) throw new HttpError(404, 'Attachment not found on this ticket');
    if (row.uploadedBy !== ctx.user?.id && !ctx.user?.isSuperAdmin)
      throw new HttpError(422, 'Only the uploader or support may change an attachment');
    const file = ctx.request.files?.file;
    const extension = (name) => /(\.[^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
    if (!file && fields.fileName && extension(fields.fileName) !== extension(row.fileName))
      throw new HttpError(
        422,
        `The file name must keep its extension (${extension(row.fileName) || 'none'})`,
      );
    if (file) {
      // The address stays unless the name changes (contract), so a link shared earlier still works.
      const stored = { ...file, name: fields.fileName || file.name };
      if (stored.name === row.fileName)
        ctx.state.files.set(row.url, { ...stored, type: stored.type || 'application/octet-stream' });
      else row.url = saveFile(ctx, 'tickets', ticket.id, stored).url;
      Object.assign(row, {
        fileName: stored.name,
        mimeType: file.type || 'application/octet-stream',
        size: file.data.length,
      });
    } else if (fields.fileName) row.fileName = fields.fileName;
    if (fields.message !== undefined) row.message = fields.message;
    // Messages hold copies of their files: they show the attachment as it is now.
    for (const message of ticketMessages(ctx, ticket.id))
      message.attachments = (message.attachments ?? []).map((item) =>
        item.id === row.id ? clone(row) : item,
      );
    ctx.changed();
    return ctx.answer(ctx.op, row);
  },
  ...countHandlers,
};

export function extraSeed(data, ops) {
  countedSeed(data, ops);
  const rowsOf = (operationId, path) => clone(getAt(ops.get(operationId)?.example, path) ?? []);
  const add = (collection, rows) => {
    const list = (data[collection] ??= []);
    for (const row of rows) if (isObject(row) && !list.some((r) => idOf(r) === idOf(row))) list.push(row);
  };
  add('calls', rowsOf('callsFetch', ['data', 'data']));
  add('billingRecords', rowsOf('billingFetch', ['data', 'data']));
  add('campaigns', [getAt(ops.get('campaignsGetById')?.example, ['data'])]);
  add('companies', [clone(getAt(ops.get('profileGetCompany')?.example, ['data']))]);
  add(
    'tickets',
    [getAt(ops.get('ticketsGetById')?.example, ['data'])].map((ticket) => {
      if (!isObject(ticket)) return ticket;
      const { messages: _messages, ...rest } = clone(ticket);
      return rest;
    }),
  );
  add('cards', [clone(getAt(ops.get('cardsGetDefault')?.example, ['data']))]);
  data.preferences = clone(getAt(ops.get('profileGetPreference')?.example, ['data']) ?? {});
  data.balance = clone(getAt(ops.get('billingFetch')?.example, ['data', 'balance']) ?? {});
  return data;
}

// The contract's example files have addresses but no bytes: each gets a small stand-in of its
// own name and type, so that reading one back (to copy it, to download it) works as for an upload.
export function seedFiles(data) {
  const files = [];
  for (const row of data.knowledge ?? []) {
    if (typeof row.url !== 'string' || !row.url.startsWith('/uploads/')) continue;
    const name = row.fileName ?? 'file';
    files.push([
      row.url,
      {
        name,
        type: row.mimeType || 'application/octet-stream',
        data: Buffer.from(`Sample knowledge file of the mock: ${name}\n`),
      },
    ]);
  }
  return files;
}
