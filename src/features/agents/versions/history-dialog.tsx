import { Alert, Badge, Button, Checkbox, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { InfoDialog } from '@/components/info-dialog';
import { ErrorState } from '@/components/query-states';
import { formatDateTime } from '@/lib/format';
import type { Agent } from '../agent-types';
import { useDraftContent } from './draft-content';
import { VersionDiffView } from './version-diff-view';
import { agentVersionQuery, useRestoreVersion, type AgentVersions } from './versions-queries';

interface Props {
  agent: Agent;
  standing: AgentVersions;
  onClose: () => void;
}

export function HistoryDialog({ agent, standing, onClose }: Props) {
  const { t, i18n } = useTranslation();
  // One version chosen is compared with the draft; two, the older with the newer.
  const [chosen, setChosen] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<number | null>(null);
  const restore = useRestoreVersion(agent.id);
  const compared = [...chosen].sort((a, b) => a - b);
  const versions = useQueries({
    queries: compared.map((number) => agentVersionQuery(agent.id, number)),
  });
  const failed = versions.find((query) => query.isError);
  const draft = useDraftContent(agent);

  const toggle = (number: number, on: boolean) =>
    setChosen((current) =>
      on ? [...current.filter((n) => n !== number), number].slice(-2) : current.filter((n) => n !== number),
    );

  const comparison = () => {
    if (compared.length === 0) return <Text color="fg.muted">{t('agents.versions.chooseToCompare')}</Text>;
    if (failed)
      return (
        <ErrorState
          message={errorMessage(failed.error, t('agents.versions.loadFailed'))}
          onRetry={() => void failed.refetch()}
        />
      );
    const [older, newer] = versions.map((query) => query.data);
    if (!older || (compared.length === 2 ? !newer : !draft.ready))
      return (
        <Stack direction="row" role="status" gap="3" align="center" color="fg.muted">
          <Spinner size="sm" />
          <Text>{t('common.loading')}</Text>
        </Stack>
      );
    return (
      <Stack gap="2">
        <Text fontWeight="semibold">
          {newer
            ? t('agents.versions.comparing', { older: older.number, newer: newer.number })
            : t('agents.versions.comparingDraft', { number: older.number })}
        </Text>
        <VersionDiffView before={older} after={newer ?? draft.content} />
      </Stack>
    );
  };

  return (
    <InfoDialog
      title={t('agents.versions.historyTitle', { name: agent.name })}
      onClose={onClose}
      width="56rem"
      scrollInside
      closeButton
    >
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Caption srOnly>{t('agents.versions.historyCaption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('agents.versions.compare')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('agents.versions.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('agents.versions.description')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('agents.versions.publishedBy')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('agents.versions.publishedAt')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>{t('agents.versions.actions')}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {standing.versions.map((version) => (
              <Table.Row key={version.number}>
                <Table.Cell>
                  <Checkbox.Root
                    checked={chosen.includes(version.number)}
                    onCheckedChange={(details) => toggle(version.number, details.checked === true)}
                  >
                    <Checkbox.HiddenInput
                      aria-label={t('agents.versions.compareVersion', { number: version.number })}
                    />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Text>v{version.number}</Text>
                    {version.number === standing.live && (
                      <Badge colorPalette="green" variant="subtle">
                        {t('agents.versions.liveBadge')}
                      </Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{version.description || '—'}</Table.Cell>
                <Table.Cell>{version.publishedBy.name}</Table.Cell>
                <Table.Cell>{formatDateTime(version.publishedAt, i18n.language)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button size="xs" variant="outline" onClick={() => setRestoring(version.number)}>
                    {t('agents.versions.restore')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {restoring !== null && (
        <Alert.Root status="warning" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('agents.versions.restoreQuestion', { number: restoring })}</Alert.Title>
            <Alert.Description>{t('agents.versions.restoreNote')}</Alert.Description>
          </Alert.Content>
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => setRestoring(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              loading={restore.isPending}
              loadingText={t('agents.versions.restoreConfirm', { number: restoring })}
              onClick={() =>
                restore.mutate({ number: restoring, revision: standing.revision }, { onSuccess: onClose })
              }
            >
              {t('agents.versions.restoreConfirm', { number: restoring })}
            </Button>
          </HStack>
        </Alert.Root>
      )}
      <Stack gap="2" as="section" aria-label={t('agents.versions.comparison')}>
        {comparison()}
      </Stack>
    </InfoDialog>
  );
}
