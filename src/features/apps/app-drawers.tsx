import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '@/forms/form-definition';
import { FormDrawer } from '@/forms/form-drawer';
import {
  integrationAccountForm,
  integrationApiKeyForm,
  integrationEditApiKeyForm,
  integrationEditForm,
} from '@/forms/registry.gen';
import {
  emptyConnectForm,
  integrationLabel,
  toEditForm,
  type App,
  type ConnectFormData,
  type EditFormData,
  type Integration,
} from './app-model';

// The drawers' forms, apart from the screen that opens them: the form runtime (RJSF, the
// precompiled validators and the forms' schemas) loads when a drawer first opens, not with the screen.

export const connectFormFor = (app: Pick<App, 'authType'>): FormDefinition =>
  app.authType === 'api_key' ? integrationApiKeyForm : integrationAccountForm;

// The app may have left the catalogue: a stored key still says the connection takes one.
export const editFormFor = (
  integration: Pick<Integration, 'settings'>,
  app: Pick<App, 'authType'> | undefined,
): FormDefinition =>
  app?.authType === 'api_key' || 'apiKey' in integration.settings
    ? integrationEditApiKeyForm
    : integrationEditForm;

interface DrawerProps<Form> {
  submitting: boolean;
  onSubmit: (form: Form) => void;
  onClose: () => void;
}

export type ConnectDrawerProps = DrawerProps<ConnectFormData> & { app: App };
export type EditDrawerProps = DrawerProps<EditFormData> & { integration: Integration; app: App | undefined };

export function ConnectDrawer({ app, ...props }: ConnectDrawerProps) {
  const { t } = useTranslation();
  return (
    <FormDrawer<ConnectFormData>
      title={t('apps.connect.title', { name: app.name })}
      idPrefix={`connect-${app.id}`}
      form={connectFormFor(app)}
      initial={emptyConnectForm()}
      submitLabel={t('apps.connect.submit')}
      {...props}
    />
  );
}

export function EditDrawer({ integration, app, ...props }: EditDrawerProps) {
  const { t } = useTranslation();
  return (
    <FormDrawer<EditFormData>
      title={t('apps.edit.title', { name: integrationLabel(integration) })}
      description={t('apps.edit.description')}
      idPrefix={`edit-${integration.id}`}
      form={editFormFor(integration, app)}
      initial={toEditForm(integration)}
      {...props}
    />
  );
}
