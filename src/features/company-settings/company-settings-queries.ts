import { useTranslation } from 'react-i18next';
import { api, type CallInit } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { useApiMutation } from '@/components/use-api-mutation';
import type { PreferenceInput } from './preferences-model';
import type { UserInput } from './profile-model';

export const companyQuery = () => $api.queryOptions('get', '/company/get_company/');

export const userQuery = (id: string) =>
  $api.queryOptions('get', '/users/{id}', { params: { path: { id } } });

export const preferenceQuery = () => $api.queryOptions('get', '/get_preference/');

export function useUpdateCompany() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/update_company/', 'post'>) => unwrap(api.POST('/update_company/', init)),
    success: t('accountSettings.company.saved'),
    failure: t('accountSettings.company.saveFailed'),
    invalidates: [companyQuery()],
  });
}

export function useUpdateProfile(onSaved: (body: UserInput) => void) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/users/{id}', 'put'>) => unwrap(api.PUT('/users/{id}', init)),
    onSuccess: (_answer, { body }) => onSaved(body),
    success: t('accountSettings.profile.saved'),
    failure: t('accountSettings.profile.saveFailed'),
    invalidates: (_answer, { params }) => [userQuery(params.path.id)],
  });
}

export function useUpdatePreference(
  texts: { done: string; failed: string },
  onSaved?: (body: PreferenceInput) => void,
) {
  return useApiMutation({
    mutationFn: (init: CallInit<'/update_preference/', 'post'>) =>
      unwrap(api.POST('/update_preference/', init)),
    onSuccess: (_answer, { body }) => onSaved?.(body),
    success: texts.done,
    failure: texts.failed,
    invalidates: [preferenceQuery()],
  });
}

export function useChangePassword() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/auth/change-password', 'post'>) =>
      unwrap(api.POST('/auth/change-password', init)),
    success: t('accountSettings.password.changed'),
    failure: t('accountSettings.password.failed'),
  });
}
