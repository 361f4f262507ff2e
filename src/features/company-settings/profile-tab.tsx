import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { InlineForm } from '@/forms/inline-form';
import { profileForm } from '@/forms/registry.gen';
import { updateUserInfo, useUser } from '@/lib/session/session-store';
import { useApplyLanguage } from '@/lib/user-language';
import { toProfileForm, toProfileInput, type ProfileForm, type User } from './profile-model';
import { ProfilePasswordCard } from './profile-password-card';
import { userQuery, useUpdateProfile } from './company-settings-queries';

export function ProfileTab() {
  const { t } = useTranslation();
  const { id } = useUser();
  const query = useQuery({ ...userQuery(id), enabled: id !== '' });
  return (
    <Stack gap="6" maxW="2xl">
      <QueryView query={query} errorText={errorMessage(query.error, t('accountSettings.profile.loadError'))}>
        {(response) => <ProfileCard user={response.data} />}
      </QueryView>
      <ProfilePasswordCard />
    </Stack>
  );
}

function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const applyLanguage = useApplyLanguage();
  const mutation = useUpdateProfile((body) => {
    updateUserInfo({ firstName: body.firstName, lastName: body.lastName, phone: body.phone ?? '' });
    if (body.language && body.language !== user.language) applyLanguage(body.language);
  });

  const save = (form: ProfileForm) =>
    mutation.mutate({ params: { path: { id: user.id } }, body: toProfileInput(user, form) });

  return (
    <InlineForm<ProfileForm>
      title={t('accountSettings.profile.title')}
      description={t('accountSettings.profile.description')}
      idPrefix="profile"
      form={profileForm}
      initial={toProfileForm(user)}
      submitting={mutation.isPending}
      onSubmit={save}
    >
      <Stack gap="0.5">
        <Text textStyle="sm" fontWeight="medium">
          {t('accountSettings.profile.email')}
        </Text>
        <Text data-testid="profile-email" wordBreak="break-all">
          {user.email}
        </Text>
      </Stack>
    </InlineForm>
  );
}
