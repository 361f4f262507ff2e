import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { sentence } from './sentence';

async function translator(resources: Record<string, string>) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { translation: resources } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('sentence', () => {
  it('fills the values where the translation places them', async () => {
    const t = await translator({ label: 'Call with {{other}}, {{when}}' });
    const fill = sentence(t, 'label', ['other', 'when']);
    expect(fill({ other: 'Ana', when: 'Nov 20' })).toBe('Call with Ana, Nov 20');
  });

  it('keeps the order of a language that puts them the other way round', async () => {
    const t = await translator({ label: '{{when}} · {{other}}' });
    expect(sentence(t, 'label', ['other', 'when'])({ other: 'Ana', when: 'Nov 20' })).toBe('Nov 20 · Ana');
  });

  it('gives a value as typed, twice if the sentence repeats it, with nothing escaped', async () => {
    const t = await translator({ label: '{{name}} <{{name}}>' });
    expect(sentence(t, 'label', ['name'])({ name: 'A & B' })).toBe('A & B <A & B>');
  });

  it('gives the key back, as i18next does, when there is no translation', async () => {
    const t = await translator({});
    expect(sentence(t, 'missing', ['name'])({ name: 'x' })).toBe('missing');
  });
});
