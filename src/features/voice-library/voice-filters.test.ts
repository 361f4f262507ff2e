import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  filterVoices,
  optionsOf,
  previewSource,
  voiceSearch,
  type Voice,
} from './voice-filters';

const voice = (patch: Partial<Voice>): Voice => ({
  id: '6650a1f2c3d4e5f655550001',
  name: 'Ava',
  gender: 'female',
  language: 'en-US',
  accent: 'American',
  provider: 'elevenlabs',
  providerVoiceId: 'x',
  isCustom: false,
  createdAt: '2026-01-05T12:00:00Z',
  ...patch,
});

const ava = voice({});
const oliver = voice({
  id: 'o',
  name: 'Oliver',
  gender: 'male',
  language: 'en-GB',
  accent: 'British',
  provider: 'azure',
});
const sofia = voice({
  id: 's',
  name: 'Sofia',
  language: 'es-ES',
  accent: 'Castilian Spanish',
  provider: 'azure',
});
const bare = voice({ id: 'b', name: 'Bare', accent: undefined, gender: 'neutral' });

describe('the voice library filters in the address', () => {
  it('keeps valid filters', () => {
    expect(voiceSearch({ language: 'en-GB', gender: 'male', accent: 'British', provider: 'azure' })).toEqual({
      language: 'en-GB',
      gender: 'male',
      accent: 'British',
      provider: 'azure',
    });
  });

  it('drops invalid or unknown values instead of failing', () => {
    expect(
      voiceSearch({ language: 'english!', gender: 'robot', accent: '', provider: 7, other: 'x' }),
    ).toEqual({});
    expect(voiceSearch({ accent: 'x'.repeat(101) })).toEqual({});
    expect(voiceSearch({ accent: '  British ' })).toEqual({ accent: 'British' });
  });

  it('names every key, undefined when dropped, so it overrides the raw value in the router', () => {
    const search = voiceSearch({ gender: 'robot', provider: 'azure' });
    expect(Object.keys(search).sort()).toEqual(['accent', 'gender', 'language', 'provider']);
    expect(search.gender).toBeUndefined();
    expect({ ...{ gender: 'robot' }, ...search }.gender).toBeUndefined();
  });

  it('counts the filters that are set', () => {
    expect(activeFilters({})).toBe(0);
    expect(activeFilters({ gender: 'male', provider: 'azure' })).toBe(2);
  });
});

describe('filterVoices', () => {
  const all = [ava, oliver, sofia, bare];
  it('shows every voice without filters', () => {
    expect(filterVoices(all, {})).toEqual(all);
  });
  it('applies every filter that is set, language and accent ignoring case', () => {
    expect(filterVoices(all, { provider: 'azure' }).map((v) => v.name)).toEqual(['Oliver', 'Sofia']);
    expect(filterVoices(all, { provider: 'azure', gender: 'female' }).map((v) => v.name)).toEqual(['Sofia']);
    expect(filterVoices(all, { language: 'EN-gb' }).map((v) => v.name)).toEqual(['Oliver']);
    expect(filterVoices(all, { accent: 'american' }).map((v) => v.name)).toEqual(['Ava']);
    expect(filterVoices(all, { accent: 'British', gender: 'female' })).toEqual([]);
  });
});

describe('optionsOf', () => {
  it('lists each value once, sorted, without blanks', () => {
    expect(optionsOf([sofia, ava, oliver, ava, bare], 'language')).toEqual(['en-GB', 'en-US', 'es-ES']);
    expect(optionsOf([sofia, bare, ava], 'accent')).toEqual(['American', 'Castilian Spanish']);
  });
});

describe('previewSource', () => {
  it('puts the sample path on the file host, and has nothing for an empty one', () => {
    expect(previewSource('/samples/voices/ava.mp3', '/files')).toBe('/files/samples/voices/ava.mp3');
    expect(previewSource('samples/a.mp3', 'https://files.example.test')).toBe(
      'https://files.example.test/samples/a.mp3',
    );
    expect(previewSource('https://elsewhere.test/a.mp3', '/files')).toBe(
      '/files/https://elsewhere.test/a.mp3',
    );
    expect(previewSource('', '/files')).toBeNull();
    expect(previewSource('   ', '/files')).toBeNull();
    expect(previewSource(undefined, '/files')).toBeNull();
  });
});
