import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  activeFilters,
  optionsOf,
  VOICE_GENDERS,
  VOICE_PROVIDERS,
  type Voice,
  type VoiceSearch,
} from './voice-filters';

export interface VoiceFiltersBarProps {
  voices: readonly Voice[];
  search: VoiceSearch;
  onChange: (search: VoiceSearch) => void;
}

interface Option {
  value: string;
  label: string;
}

export function VoiceFiltersBar({ voices, search, onChange }: VoiceFiltersBarProps) {
  const { t } = useTranslation();
  // A value from the address that no voice has still shows as chosen.
  const withCurrent = (values: string[], current: string | undefined) =>
    current && !values.includes(current) ? [current, ...values] : values;
  const plain = (values: string[]): Option[] => values.map((value) => ({ value, label: value }));

  const set = (key: keyof VoiceSearch, value: string) => {
    const next: Record<string, string | undefined> = { ...search, [key]: value || undefined };
    onChange(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)));
  };

  const filters: { key: keyof VoiceSearch; options: Option[] }[] = [
    { key: 'language', options: plain(withCurrent(optionsOf(voices, 'language'), search.language)) },
    {
      key: 'gender',
      options: VOICE_GENDERS.map((value) => ({ value, label: t(`voiceLibrary.gender.${value}`) })),
    },
    { key: 'accent', options: plain(withCurrent(optionsOf(voices, 'accent'), search.accent)) },
    {
      key: 'provider',
      options: VOICE_PROVIDERS.map((value) => ({ value, label: t(`voiceLibrary.provider.${value}`) })),
    },
  ];

  return (
    <Flex as="search" gap="3" wrap="wrap" align="end" aria-label={t('voiceLibrary.filters.label')}>
      {filters.map(({ key, options }) => (
        <Field.Root key={key} w={{ base: 'full', sm: '44' }}>
          <Field.Label>{t(`voiceLibrary.filters.${key}`)}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={search[key] ?? ''} onChange={(event) => set(key, event.target.value)}>
              <option value="">{t('voiceLibrary.filters.any')}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
      {activeFilters(search) > 0 && (
        <Button size="sm" variant="ghost" onClick={() => onChange({})}>
          {t('voiceLibrary.filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
