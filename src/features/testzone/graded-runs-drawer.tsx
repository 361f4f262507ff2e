import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RunDrawer } from './run-drawer';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { formatDateTime } from '@/lib/format';
import { GradedRunView, RunStatusBadge, versionLabel } from './graded-run-view';
import { byVersion, type RunTarget, type TestRun } from './grading-model';
import { runsQuery, useStartGradedRuns } from './grading-queries';
import type { Scenario } from './scenario-model';

interface GradedRunsDrawerProps {
  scenario: Scenario;
  onClose: () => void;
}

export function GradedRunsDrawer({ scenario, onClose }: GradedRunsDrawerProps) {
  const { t, i18n } = useTranslation();
  const runs = useQuery(runsQuery({ scenarioId: scenario.id }));
  const start = useStartGradedRuns();
  const [chosen, setChosen] = useState<string | null>(null);
  const list: TestRun[] = runs.data ?? [];
  const shown = list.find((run) => run.id === chosen) ?? list[0];
  const draft = scenario.status === 'draft';
  const run = (target: RunTarget) =>
    start.mutate(
      { agent: scenario.agent, target, scenario: scenario.id },
      { onSuccess: (answer) => setChosen(answer.data[0]?.id ?? null) },
    );

  return (
    <RunDrawer title={t('testzone.graded.title', { name: scenario.name })} onClose={onClose}>
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          {(['draft', 'live'] as const).map((target) => (
            <Button
              key={target}
              size="sm"
              colorPalette="brand"
              variant={target === 'draft' ? 'solid' : 'outline'}
              disabled={draft || start.isPending}
              loading={start.isPending && start.variables.target === target}
              loadingText={t(`testzone.graded.runOn.${target}`)}
              onClick={() => run(target)}
            >
              {t(`testzone.graded.runOn.${target}`)}
            </Button>
          ))}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t(draft ? 'testzone.cannotStart.draft' : 'testzone.graded.runHelp')}
        </Text>
      </Stack>
      <QueryView
        query={runs}
        errorText={errorMessage(runs.error, t('testzone.graded.loadError'))}
        empty={!shown}
        emptyText={t('testzone.graded.empty')}
      >
        {() =>
          shown && (
            <>
              <GradedRunView key={shown.id} run={shown} />
              <Stack as="section" gap="3" aria-labelledby="graded-history-heading">
                <Heading as="h3" size="md" id="graded-history-heading">
                  {t('testzone.graded.byVersion')}
                </Heading>
                {byVersion(list).map((group) => (
                  <Stack key={group.key} gap="2">
                    <Heading as="h4" size="sm">
                      {versionLabel(t, group)}
                    </Heading>
                    <Stack as="ul" gap="2" listStyle="none" aria-label={versionLabel(t, group)}>
                      {group.runs.map((item) => (
                        <li key={item.id}>
                          <Button
                            variant={item.id === shown.id ? 'subtle' : 'outline'}
                            width="full"
                            justifyContent="space-between"
                            aria-pressed={item.id === shown.id}
                            onClick={() => setChosen(item.id)}
                          >
                            <Text as="span">{formatDateTime(item.createdAt, i18n.language)}</Text>
                            <RunStatusBadge run={item} />
                          </Button>
                        </li>
                      ))}
                    </Stack>
                  </Stack>
                ))}
              </Stack>
            </>
          )
        }
      </QueryView>
    </RunDrawer>
  );
}
