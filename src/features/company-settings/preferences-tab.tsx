import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { InlineForm } from '@/forms/inline-form';
import { preferencesForm, preferencesNotificationsForm } from '@/forms/registry.gen';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import { setTheme } from '@/lib/settings';
import {
  timeZoneChoices,
  toDisplayForm,
  toDisplayInput,
  toNotificationsForm,
  toNotificationsInput,
  type DisplayForm,
  type NotificationsForm,
  type Preference,
  type PreferenceInput,
} from './preferences-model';
import { preferenceQuery, useUpdatePreference } from './company-settings-queries';

export function PreferencesTab() {
  const { t } = useTranslation();
  const query = useQuery(preferenceQuery());
  return (
    <QueryView
      query={query}
      errorText={errorMessage(query.error, t('accountSettings.preferences.loadError'))}
    >
      {(response) => (
        <Stack gap="6" maxW="2xl">
          <DisplayCard preference={response.data} />
          <NotificationsCard preference={response.data} />
        </Stack>
      )}
    </QueryView>
  );
}

function useSavePreference(
  texts: { done: string; failed: string },
  onSaved?: (body: PreferenceInput) => void,
) {
  const mutation = useUpdatePreference(texts, onSaved);
  return { save: (body: PreferenceInput) => mutation.mutate({ body }), saving: mutation.isPending };
}

function DisplayCard({ preference }: { preference: Preference }) {
  const { t } = useTranslation();
  const initial = useMemo(() => toDisplayForm(preference), [preference]);
  const choices = useMemo(
    (): ChoicesState => ({ state: 'ready', choices: { timeZone: timeZoneChoices(initial.timeZone) } }),
    [initial.timeZone],
  );
  const { save, saving } = useSavePreference(
    { done: t('accountSettings.preferences.saved'), failed: t('accountSettings.preferences.saveFailed') },
    (body) => {
      if (body.theme) setTheme(body.theme);
    },
  );
  return (
    <InlineForm<DisplayForm>
      title={t('accountSettings.preferences.title')}
      description={t('accountSettings.preferences.description')}
      idPrefix="preferences"
      form={preferencesForm}
      initial={initial}
      choices={choices}
      submitting={saving}
      onSubmit={(form) => save(toDisplayInput(form))}
    />
  );
}

function NotificationsCard({ preference }: { preference: Preference }) {
  const { t } = useTranslation();
  const initial = useMemo(() => toNotificationsForm(preference), [preference]);
  const { save, saving } = useSavePreference({
    done: t('accountSettings.notifications.saved'),
    failed: t('accountSettings.notifications.saveFailed'),
  });
  return (
    <InlineForm<NotificationsForm>
      title={t('accountSettings.notifications.title')}
      description={t('accountSettings.notifications.description')}
      idPrefix="notifications"
      form={preferencesNotificationsForm}
      initial={initial}
      submitting={saving}
      onSubmit={(form) => save(toNotificationsInput(form))}
    />
  );
}
