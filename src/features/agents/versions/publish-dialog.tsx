import { Alert, Button, Field, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { InfoDialog } from '@/components/info-dialog';
import { ErrorState } from '@/components/query-states';
import type { Agent } from '../agent-types';
import type { AgentTestSlots, DraftTestsVerdict } from './test-slots';
import { useDraftContent } from './draft-content';
import { VersionDiffView } from './version-diff-view';
import { agentVersionQuery, usePublishAgent, type AgentVersions } from './versions-queries';

const DESCRIPTION_MAX = 200;

interface Props {
  agent: Agent;
  standing: AgentVersions;
  tests?: AgentTestSlots;
  onClose: () => void;
}

const CONFIRM: Record<DraftTestsVerdict, string> = {
  unsupported: 'agents.versions.confirmUntested',
  loading: 'agents.versions.confirmUntested',
  none: 'agents.versions.confirmUntested',
  running: 'agents.versions.confirmRunning',
  failing: 'agents.versions.confirmFailing',
  passing: 'agents.versions.confirmUntested',
};

export function PublishDialog({ agent, standing, tests, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [description, setDescription] = useState('');
  // Unless every test of the draft passed, Publish asks once more.
  const [confirming, setConfirming] = useState(false);
  const [verdict, setVerdict] = useState<DraftTestsVerdict>('unsupported');
  const asks = verdict !== 'passing';
  const live = useQuery({
    ...agentVersionQuery(agent.id, standing.live ?? 0),
    enabled: standing.live !== null,
  });
  const publish = usePublishAgent(agent.id);
  const next = (standing.versions[0]?.number ?? 0) + 1;
  const draft = useDraftContent(agent);
  const ready = (standing.live === null || live.data !== undefined) && draft.ready;

  const submit = () => {
    if (asks && !confirming) {
      setConfirming(true);
      return;
    }
    publish.mutate(
      { revision: standing.revision, description: description.trim() },
      {
        onSuccess: onClose,
        // The draft moved on (409): its new standing and diff are read again, for another look.
        onError: () => void queryClient.invalidateQueries({ queryKey: ['agent-versions', agent.id] }),
      },
    );
  };

  return (
    <InfoDialog
      title={t('agents.versions.publishTitle', { name: agent.name })}
      onClose={onClose}
      width="48rem"
      scrollInside
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            colorPalette="brand"
            disabled={!ready}
            loading={publish.isPending}
            loadingText={t('agents.versions.publish')}
            onClick={submit}
          >
            {confirming && asks ? t('agents.versions.publishAnyway') : t('agents.versions.publish')}
          </Button>
        </>
      }
    >
      <Text>{t('agents.versions.publishLead', { number: next })}</Text>
      <Stack gap="2" as="section" aria-label={t('agents.versions.changes')}>
        <Text fontWeight="semibold">
          {standing.live === null
            ? t('agents.versions.changesFirst')
            : t('agents.versions.changesAgainst', { number: standing.live })}
        </Text>
        {live.isError ? (
          <ErrorState
            message={errorMessage(live.error, t('agents.versions.loadFailed'))}
            onRetry={() => void live.refetch()}
          />
        ) : ready ? (
          <VersionDiffView before={live.data} after={draft.content} />
        ) : (
          <Stack direction="row" role="status" gap="3" align="center" color="fg.muted">
            <Spinner size="sm" />
            <Text>{t('common.loading')}</Text>
          </Stack>
        )}
      </Stack>
      <Field.Root>
        <Field.Label>{t('agents.versions.description')}</Field.Label>
        <Textarea
          value={description}
          maxLength={DESCRIPTION_MAX}
          rows={2}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Field.HelperText>
          {t('agents.versions.remaining', { count: DESCRIPTION_MAX - description.length })}
        </Field.HelperText>
      </Field.Root>
      <Stack gap="2" as="section" aria-label={t('agents.versions.tests')}>
        <Text fontWeight="semibold">{t('agents.versions.tests')}</Text>
        {tests?.draftResults(standing.revision, setVerdict)}
        {(verdict === 'unsupported' || verdict === 'none') && (
          <Text color="fg.muted">{t('agents.versions.noTests')}</Text>
        )}
        {tests?.runAll}
      </Stack>
      {confirming && asks && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t(CONFIRM[verdict])}</Alert.Title>
        </Alert.Root>
      )}
    </InfoDialog>
  );
}
