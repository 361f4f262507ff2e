import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/translation.json';
import es from '../../public/locales/es/translation.json';
import type { Language } from '@/i18n';

let instance: Promise<I18n> | undefined;

function testI18n(): Promise<I18n> {
  instance ??= (async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en }, es: { translation: es } },
      interpolation: { escapeValue: false },
    });
    return i18n;
  })();
  return instance;
}

export interface ProviderOptions {
  queryClient?: QueryClient;
  language?: Language;
}

const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

async function providers({ queryClient = testQueryClient(), language = 'en' }: ProviderOptions) {
  const i18n = await testI18n();
  await i18n.changeLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
  return { wrapper, queryClient };
}

export async function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { wrapper, queryClient } = await providers(options);
  return { ...render(ui, { wrapper }), queryClient };
}

export async function renderHookWithProviders<Result>(hook: () => Result, options: ProviderOptions = {}) {
  const { wrapper, queryClient } = await providers(options);
  return { ...renderHook(hook, { wrapper }), queryClient };
}
