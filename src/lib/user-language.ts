import { useTranslation } from 'react-i18next';
import type { components } from '@/api/schema.gen';
import { updateUserInfo } from './session/session-store';
import { saveLanguage } from './settings';

export type UserLanguage = components['schemas']['UserLanguage'];

export const userLanguages: readonly UserLanguage[] = ['en', 'es'];

export const toUserLanguage = (language: string | undefined): UserLanguage =>
  language?.toLowerCase().startsWith('es') ? 'es' : 'en';

export function useApplyLanguage(): (language: UserLanguage) => void {
  const { i18n } = useTranslation();
  return (language) => {
    saveLanguage(language);
    updateUserInfo({ language });
    void i18n.changeLanguage(language);
  };
}
