import type { Voice } from '@/api/models/schemas';

export type { Voice } from '@/api/models/schemas';

export type VoiceGender = Voice['gender'];
export type VoiceProvider = Voice['provider'];

export const VOICE_GENDERS: readonly VoiceGender[] = ['female', 'male', 'neutral'];
export const VOICE_PROVIDERS: readonly VoiceProvider[] = [
  'elevenlabs',
  'azure',
  'google',
  'openai',
  'cartesia',
];

export interface VoiceSearch {
  language?: string;
  gender?: VoiceGender;
  accent?: string;
  provider?: VoiceProvider;
}

const LANGUAGE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;
const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined;
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.find((entry) => entry === value);

// Every key is returned, undefined when dropped: the router lays the validated search over the raw
// one, so a key left out would keep its invalid raw value.
export function voiceSearch(raw: Record<string, unknown>): VoiceSearch {
  const language = text(raw['language'], 35);
  return {
    language: language && LANGUAGE.test(language) ? language : undefined,
    gender: oneOf(raw['gender'], VOICE_GENDERS),
    accent: text(raw['accent'], 100),
    provider: oneOf(raw['provider'], VOICE_PROVIDERS),
  };
}

export const activeFilters = (search: VoiceSearch): number =>
  Object.values(search).filter((value) => value !== undefined).length;

export function filterVoices(voices: readonly Voice[], search: VoiceSearch): Voice[] {
  const same = (a: string | undefined, b: string | undefined) =>
    b === undefined || (a ?? '').toLowerCase() === b.toLowerCase();
  return voices.filter(
    (voice) =>
      same(voice.language, search.language) &&
      same(voice.accent, search.accent) &&
      (search.gender === undefined || voice.gender === search.gender) &&
      (search.provider === undefined || voice.provider === search.provider),
  );
}

export function optionsOf(voices: readonly Voice[], field: 'language' | 'accent'): string[] {
  const values = voices.map((voice) => voice[field]?.trim()).filter((v): v is string => !!v);
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

/** Always prefixed with the file host, so that a stored value cannot point elsewhere. */
export function previewSource(previewUrl: string | undefined, fileHostUrl: string): string | null {
  const path = previewUrl?.trim();
  if (!path) return null;
  return `${fileHostUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
