import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { PageFrame } from '@/components/page-frame';
import { EmptyState, QueryView } from '@/components/query-states';
import { DialogLoading } from '@/components/dialog-loading';
import { lazyNamed } from '@/lib/lazy-named';
import { useUser } from '@/lib/session/session-store';
import { AppCard } from './app-card';
import type { ConnectDrawerProps, EditDrawerProps } from './app-drawers';
import {
  integrationLabel,
  toIntegrationInput,
  toIntegrationUpdate,
  visibleApps,
  type App,
  type ConnectFormData,
  type EditFormData,
  type Integration,
} from './app-model';
import {
  catalogueQuery,
  integrationsQuery,
  useConnect,
  useEditIntegration,
  useRemove,
  useToggleSync,
} from './apps-queries';
import { IntegrationsSection } from './integrations-section';

const ConnectDrawer = lazyNamed<'ConnectDrawer', ConnectDrawerProps>(
  () => import('./app-drawers'),
  'ConnectDrawer',
);
const EditDrawer = lazyNamed<'EditDrawer', EditDrawerProps>(() => import('./app-drawers'), 'EditDrawer');

export function AppsScreen() {
  const { t } = useTranslation();
  const companyId = useUser().company;
  const catalogue = useQuery(catalogueQuery(companyId));
  const integrations = useQuery(integrationsQuery(companyId));
  const connect = useConnect(companyId);
  const toggle = useToggleSync(companyId);
  const remove = useRemove(companyId);
  const edit = useEditIntegration(companyId);
  const [connecting, setConnecting] = useState<App | null>(null);
  const [editing, setEditing] = useState<Integration | null>(null);
  const [removing, setRemoving] = useState<Integration | null>(null);
  const apps = catalogue.data ? visibleApps(catalogue.data) : [];
  const connections = (app: App) => (integrations.data ?? []).filter((item) => item.app === app.id).length;

  const save = (form: ConnectFormData) => {
    if (!connecting) return;
    connect.mutate(toIntegrationInput(connecting, form), { onSuccess: () => setConnecting(null) });
  };

  const saveEdit = (form: EditFormData) => {
    if (!editing) return;
    edit.mutate(
      { id: editing.id, body: toIntegrationUpdate(editing, form) },
      { onSuccess: () => setEditing(null) },
    );
  };

  return (
    <PageFrame title={t('screens.apps.title')} description={t('screens.apps.description')} gap="8">
      <Stack as="section" aria-labelledby="apps-catalogue-heading" gap="4">
        <Heading as="h2" size="lg" id="apps-catalogue-heading">
          {t('apps.catalogue.title')}
        </Heading>
        <QueryView
          query={catalogue}
          errorText={errorMessage(catalogue.error, t('apps.catalogue.loadError'))}
          empty={
            apps.length === 0 ? (
              // Apps are added by the super administrator: the way to get one is to ask support.
              <EmptyState text={t('apps.catalogue.empty')} hint={t('apps.catalogue.emptyHint')}>
                <Button asChild variant="outline" size="sm">
                  <Link to="/company-settings" search={{ tab: 'tickets' }}>
                    {t('apps.catalogue.askSupport')}
                  </Link>
                </Button>
              </EmptyState>
            ) : null
          }
        >
          {() => (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {apps.map((app) => (
                <AppCard key={app.id} app={app} connections={connections(app)} onConnect={setConnecting} />
              ))}
            </SimpleGrid>
          )}
        </QueryView>
      </Stack>

      <IntegrationsSection
        integrations={integrations}
        toggling={toggle.isPending ? toggle.variables.id : null}
        onToggle={(integration) => toggle.mutate(integration)}
        onEdit={setEditing}
        onRemove={setRemoving}
      />

      {connecting ? (
        <Suspense
          fallback={<DialogLoading label={t('common.loading')} onCancel={() => setConnecting(null)} />}
        >
          <ConnectDrawer
            key={connecting.id}
            app={connecting}
            submitting={connect.isPending}
            onSubmit={save}
            onClose={() => setConnecting(null)}
          />
        </Suspense>
      ) : null}

      {editing ? (
        <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={() => setEditing(null)} />}>
          <EditDrawer
            key={editing.id}
            integration={editing}
            app={catalogue.data?.find((app) => app.id === editing.app)}
            submitting={edit.isPending}
            onSubmit={saveEdit}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}

      {removing ? (
        <FormDialog
          destructive
          title={t('apps.remove.title')}
          submitLabel={t('apps.remove.submit')}
          submitting={remove.isPending}
          onClose={() => setRemoving(null)}
          onSubmit={() => remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
        >
          <Text>{t('apps.remove.question', { name: integrationLabel(removing) })}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t('apps.remove.consequence')}
          </Text>
        </FormDialog>
      ) : null}
    </PageFrame>
  );
}
