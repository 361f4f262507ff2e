import { getAt } from '../contract.mjs';
import { HttpError, newId } from '../rows.mjs';
import { answerSaved, body, clone, parseCsv, requiredFile, withData } from './helpers.mjs';

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

export const handlers = {
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
    return answerSaved(ctx, group);
  },
  groupImport(ctx) {
    const fields = body(ctx);
    const file = requiredFile(ctx);
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
};
