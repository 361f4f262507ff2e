import { randomBytes } from 'node:crypto';
import { isoSeconds, selectRows } from '../rows.mjs';
import { body, clone, created, withData } from './helpers.mjs';

const money = (amount, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

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

const ownCompany = (ctx) => ctx.rows('companies').find((row) => row.id === ctx.user?.company);

function periodEnd(start, interval) {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return isoSeconds(end);
}

export const handlers = {
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
    const company = ownCompany(ctx);
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
    const company = ownCompany(ctx);
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
};
