// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems } from '@/test/contract';
import { agent } from '../agent-fixtures.testing';
import {
  draftOf,
  emptyItem,
  itemErrors,
  moveItem,
  parsePrice,
  productPayload,
  promptPayload,
  sameDraft,
  sectionErrors,
  type DraftItem,
} from './section-model';

const item = (values: DraftItem['values'], id?: string): DraftItem => ({ key: id ?? 'k', id, values });

describe('section model', () => {
  beforeAll(() => contractPaths(), 30_000);

  it('reads a section of the agent in its order', () => {
    expect(draftOf('policies', agent, 'en').map((entry) => entry.values.title)).toEqual(['Cancellations']);
    expect(draftOf('products', agent, 'en')[0]?.values).toEqual({
      name: 'Cleaning and exam',
      description: 'Routine cleaning.',
      price: '129.00',
      currency: 'USD',
    });
    expect(draftOf('products', agent, 'es')[0]?.values.price).toBe('129,00');
  });

  it('moves an item up and down, and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('checks the lengths the contract allows', () => {
    expect(itemErrors('rules', item({ title: ' ', content: 'x' }), 'en')).toEqual({
      title: { code: 'required' },
    });
    expect(itemErrors('rules', item({ title: 'a'.repeat(121), content: 'b'.repeat(2001) }), 'en')).toEqual({
      title: { code: 'tooLong', max: 120 },
      content: { code: 'tooLong', max: 2000 },
    });
    expect(
      itemErrors('objectives', item({ title: 'a'.repeat(120), content: 'b'.repeat(2000) }), 'en'),
    ).toEqual({});
  });

  it('checks a product: name required, price a positive amount or empty, a three-letter currency', () => {
    expect(itemErrors('products', emptyItem('products'), 'en')).toEqual({ name: { code: 'required' } });
    expect(itemErrors('products', item({ name: 'x', price: '-3', currency: 'dollars' }), 'en')).toEqual({
      price: { code: 'price' },
      currency: { code: 'currency' },
    });
    expect(itemErrors('products', item({ name: 'x', price: '12,50', currency: 'eur' }), 'es')).toEqual({});
    expect(parsePrice('', 'en')).toBeNull();
    expect(parsePrice('12.5', 'en')).toBe(12.5);
    expect(parsePrice('12,5', 'es')).toBe(12.5);
    expect(parsePrice('1e3', 'en')).toBeUndefined();
    expect(parsePrice('1.999', 'en')).toBeUndefined();
  });

  it('lists only the items with errors', () => {
    const ok = item({ title: 'a', content: 'b' }, 'ok');
    const bad = { ...item({ title: '', content: 'b' }), key: 'bad' };
    expect(Object.keys(sectionErrors('policies', [ok, bad], 'en'))).toEqual(['bad']);
  });

  it('tells a changed draft from the saved one, whatever order the fields were typed in', () => {
    const saved = draftOf('policies', agent, 'en');
    const first = saved[0];
    if (!first) throw new Error('fixture without policies');
    const retyped = { ...first, values: { content: first.values.content, title: first.values.title } };
    expect(sameDraft('policies', saved, [retyped])).toBe(true);
    expect(sameDraft('policies', saved, [{ ...first, values: { ...first.values, title: 'x' } }])).toBe(false);
    expect(sameDraft('policies', saved, [...saved, emptyItem('policies')])).toBe(false);
  });

  it('sends bodies the contract takes, new items without an id', async () => {
    const policies = [...draftOf('policies', agent, 'en'), item({ title: ' Payment ', content: 'Cards.' })];
    const body = { agentId: agent.id, items: promptPayload(policies) };
    expect(body.items[1]).toEqual({ title: 'Payment', content: 'Cards.' });
    expect(await requestProblems('post', '/agents/update_policies/', body)).toBeNull();

    const products = [
      ...draftOf('products', agent, 'en'),
      item({ name: 'Night guard', price: '', currency: 'usd' }),
    ];
    const productsBody = { agentId: agent.id, items: productPayload(products, 'en') };
    expect(productsBody.items[1]).toEqual({
      name: 'Night guard',
      description: '',
      price: null,
      currency: 'USD',
    });
    expect(await requestProblems('post', '/agents/update_products/', productsBody)).toBeNull();
  });
});
