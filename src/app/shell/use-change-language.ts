import { useTranslation } from 'react-i18next';
import { $api } from '@/api/queries';
import type { components } from '@/api/schema.gen';
import { errorMessage } from '@/api/errors';
import { notify } from '@/components/toaster';
import { saveLanguage } from '@/lib/settings';

export type UserLanguage = components['schemas']['UserLanguage'];

/** The languages the user menu offers, by code. */
export const userLanguages: readonly UserLanguage[] = ['en', 'es'];

/** The offered language the interface is in now ('en' unless it is Spanish). */
export const toUserLanguage = (language: string | undefined): UserLanguage =>
  language?.toLowerCase().startsWith('es') ? 'es' : 'en';

/**
 * Switches the language: saved locally and applied at once (i18next falls back to English for
 * texts a language lacks), and told to the server (`POST /users/language/`) so that it follows
 * the user; a refusal of the server is shown, the local choice stays.
 */
export function useChangeLanguage(): (language: UserLanguage) => void {
  const { t, i18n } = useTranslation();
  const { mutate } = $api.useMutation('post', '/users/language/');
  return (language) => {
    saveLanguage(language);
    void i18n.changeLanguage(language);
    mutate(
      { body: { language } },
      { onError: (error) => notify('error', errorMessage(error, t('shell.language.failed'))) },
    );
  };
}
