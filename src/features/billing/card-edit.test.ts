// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { cardEditForm } from '@/forms/registry.gen';
import { contractPaths, requestExamples, requestProblems, responseExample } from '@/test/contract';
import type { Card } from './billing-model';
import { toCardEditForm, toCardUpdate } from './card-edit';

beforeAll(() => contractPaths(), 60_000);

const NOW = new Date('2026-11-21T10:00:00Z');
const PATH = '/cards/{id}/';

async function visa(): Promise<Card> {
  return ((await responseExample('get', PATH)) as { data: Card }).data;
}

describe('editing a card', () => {
  it('starts from the card, in a form its validator accepts', async () => {
    const card = await visa();
    const form = toCardEditForm(card);
    expect(form).toEqual({ holderName: 'Maya Thompson', expiry: { month: 8, year: 2028 } });
    const { validator, schema } = cardEditForm;
    expect(validator.isValid(schema, form, schema)).toBe(true);
    expect(validator.isValid(schema, { ...form, expiry: { month: 13, year: 2028 } }, schema)).toBe(false);
    expect(validator.isValid(schema, { ...form, holderName: '   ' }, schema)).toBe(false);
  });

  it('sends only what changed, month and year together, as the contract takes it', async () => {
    const card = await visa();
    const [example] = await requestExamples('put', PATH);
    const edit = toCardUpdate(
      card,
      { holderName: ' Maya R. Thompson ', expiry: { month: 8, year: 2030 } },
      NOW,
    );
    expect(edit).toEqual({ kind: 'change', body: example });
    expect(await requestProblems('put', PATH, example)).toBeNull();
    const renamed = toCardUpdate(card, { ...toCardEditForm(card), holderName: 'M. Thompson' }, NOW);
    expect(renamed).toEqual({ kind: 'change', body: { holderName: 'M. Thompson' } });
    expect(toCardUpdate(card, toCardEditForm(card), NOW)).toEqual({ kind: 'unchanged' });
  });

  it('refuses an expiry date in the past before asking the server', async () => {
    const card = await visa();
    expect(toCardUpdate(card, { holderName: 'Maya', expiry: { month: 10, year: 2026 } }, NOW)).toEqual({
      kind: 'expired',
    });
  });
});
