import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/translation.json';

let instance: Promise<I18n> | undefined;

/** The English texts, as the console loads them (one instance for the whole test file). */
export function testI18n(): Promise<I18n> {
  instance ??= (async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
    });
    return i18n;
  })();
  return instance;
}

/** Renders a component with what every screen has around it: Chakra's system and the English texts. */
export async function renderWithProviders(ui: ReactElement) {
  const i18n = await testI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}
