import i18n from 'i18next';
import type { BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

// The spec's loader settings: 10 parallel reads, 5 retries, the first after 350 ms, each later twice as late.
export function initI18n(language: string, backend: BackendModule): Promise<unknown> {
  // Screen readers pronounce the page in the language it is shown in.
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: isLanguage(language) ? language : 'en',
      fallbackLng: 'en',
      supportedLngs: [...supportedLanguages],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

export { i18n };
