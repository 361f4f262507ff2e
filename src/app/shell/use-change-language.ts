import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { useApiMutation } from '@/components/use-api-mutation';
import { useApplyLanguage, type UserLanguage } from '@/lib/user-language';

export function useChangeLanguage(): (language: UserLanguage) => void {
  const { t } = useTranslation();
  const apply = useApplyLanguage();
  const { mutate } = useApiMutation({
    mutationFn: (language: UserLanguage) => unwrap(api.POST('/users/language/', { body: { language } })),
    failure: t('shell.language.failed'),
  });
  return (language) => {
    apply(language);
    mutate(language);
  };
}
