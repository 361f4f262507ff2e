import { newId } from '../rows.mjs';
import { body, clone, created, nameOf, parseCsv, requiredFile, withData } from './helpers.mjs';

export const handlers = {
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
      // An agent's rate is its company's: the server reads the company off the agent.
      const agent = fields.agent ? ctx.find(String(fields.agent), 'agents') : undefined;
      const row = created(ctx, ctx.entry.collection, {
        ...ctx.fields(fields),
        ...(agent ? { agentName: nameOf(ctx, 'agents', agent.id), company: agent.company } : {}),
      });
      return ctx.answer(ctx.op, row);
    }
    return generic.update({ ...ctx, itemId: () => existing.id });
  },
  importRows(ctx) {
    const file = requiredFile(ctx);
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
};
