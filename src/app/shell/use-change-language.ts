import { useTranslation } from 'react-i18next';
import { $api } from '@/api/queries';
import { errorMessage } from '@/api/errors';
import { notify } from '@/components/toaster';
import { useApplyLanguage, type UserLanguage } from '@/lib/user-language';

export function useChangeLanguage(): (language: UserLanguage) => void {
  const { t } = useTranslation();
  const apply = useApplyLanguage();
  const { mutate } = $api.useMutation('post', '/users/language/');
  return (language) => {
    apply(language);
    mutate(
      { body: { language } },
      { onError: (error) => notify('error', errorMessage(error, t('shell.language.failed'))) },
    );
  };
}
