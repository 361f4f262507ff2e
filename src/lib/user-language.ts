import { useTranslation } from 'react-i18next';
import type { components } from '@/api/schema.gen';
import { updateUserInfo } from './session/session-store';
import { saveLanguage } from './settings';

export type UserLanguage = components['schemas']['UserLanguage'];

/** The languages the console offers, by code. */
export const userLanguages: readonly UserLanguage[] = ['en', 'es'];

/** The offered language the interface is in now ('en' unless it is Spanish). */
export const toUserLanguage = (language: string | undefined): UserLanguage =>
  language?.toLowerCase().startsWith('es') ? 'es' : 'en';

/**
 * Applies a language on this device: saved locally, kept in the signed-in user's info and switched at
 * once (i18next falls back to English for texts a language lacks). Telling the server is the
 * caller's business (`POST /users/language/` from the user menu, `PUT /users/{id}` from the profile).
 */
export function useApplyLanguage(): (language: UserLanguage) => void {
  const { i18n } = useTranslation();
  return (language) => {
    saveLanguage(language);
    updateUserInfo({ language });
    void i18n.changeLanguage(language);
  };
}
