import { Badge, Button, Heading, HStack, Stack, Switch, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { TableFrame } from '@/components/table-frame';
import { formatDateTime } from '@/lib/format';
import {
  integrationLabel,
  integrationStatus,
  lastError,
  visibleSettings,
  type Integration,
} from './app-model';

const statusPalette = { connected: 'green', disconnected: 'gray', error: 'red' } as const;

export function IntegrationsSection({
  integrations,
  toggling,
  onToggle,
  onEdit,
  onRemove,
}: {
  integrations: UseQueryResult<Integration[]>;
  toggling: string | null;
  onToggle: (integration: Integration) => void;
  onEdit: (integration: Integration) => void;
  onRemove: (integration: Integration) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack as="section" aria-labelledby="apps-integrations-heading" gap="4">
      <Heading as="h2" size="lg" id="apps-integrations-heading">
        {t('apps.integrations.title')}
      </Heading>
      <QueryView
        query={integrations}
        errorText={errorMessage(integrations.error, t('apps.integrations.loadError'))}
        empty={integrations.data?.length === 0}
        emptyText={t('apps.integrations.empty')}
      >
        {(list) => (
          <TableFrame
            caption={t('apps.integrations.title')}
            minW="44rem"
            columns={[
              { key: 'app', label: t('apps.integrations.columns.app') },
              { key: 'status', label: t('apps.integrations.columns.status') },
              { key: 'lastSynced', label: t('apps.integrations.columns.lastSynced') },
              { key: 'sync', label: t('apps.integrations.columns.sync') },
              { key: 'actions', label: t('apps.integrations.columns.actions'), align: 'end' },
            ]}
          >
            {list.map((integration) => {
              const label = integrationLabel(integration);
              const status = integrationStatus(integration);
              const error = lastError(integration);
              const synced = formatDateTime(integration.lastSyncedAt, i18n.language);
              return (
                <Table.Row key={integration.id}>
                  <Table.Cell verticalAlign="top">
                    <Text fontWeight="semibold" wordBreak="break-word">
                      {integration.appName || '—'}
                    </Text>
                    {visibleSettings(integration.settings).map(([key, value]) => (
                      <Text key={key} fontSize="xs" color="fg.muted" wordBreak="break-all">
                        {t(`apps.settings.${key}`, { defaultValue: key })}: {value}
                      </Text>
                    ))}
                  </Table.Cell>
                  <Table.Cell verticalAlign="top">
                    <Badge colorPalette={statusPalette[status]}>{t(`apps.status.${status}`)}</Badge>
                    {error ? (
                      <Text fontSize="xs" color="fg.error" mt="1" wordBreak="break-word" maxW="20rem">
                        {error}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell verticalAlign="top">{synced || t('apps.integrations.neverSynced')}</Table.Cell>
                  <Table.Cell verticalAlign="top">
                    <Switch.Root
                      checked={integration.syncEnabled}
                      disabled={toggling === integration.id}
                      colorPalette="brand"
                      onCheckedChange={() => onToggle(integration)}
                    >
                      <Switch.HiddenInput role="switch" />
                      <Switch.Control>
                        <Switch.Thumb />
                      </Switch.Control>
                      <Switch.Label>
                        <VisuallyHidden>{t('apps.integrations.syncOf', { name: label })}</VisuallyHidden>
                      </Switch.Label>
                      <Text as="span" aria-hidden="true" fontSize="sm">
                        {t(
                          integration.syncEnabled ? 'apps.integrations.syncOn' : 'apps.integrations.syncOff',
                        )}
                      </Text>
                    </Switch.Root>
                  </Table.Cell>
                  <Table.Cell verticalAlign="top" textAlign="end">
                    <HStack justify="end">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('apps.integrations.editOf', { name: label })}
                        onClick={() => onEdit(integration)}
                      >
                        {t('apps.integrations.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('apps.integrations.removeOf', { name: label })}
                        onClick={() => onRemove(integration)}
                      >
                        {t('apps.integrations.remove')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </TableFrame>
        )}
      </QueryView>
    </Stack>
  );
}
