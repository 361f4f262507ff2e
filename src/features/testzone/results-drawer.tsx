import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RunDrawer } from './run-drawer';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { formatDateTime } from '@/lib/format';
import { RunDetails } from './run-details';
import { anyRunning, shownScore, type Scenario, type ScenarioRun, type TestResult } from './scenario-model';
import { StatusBadge } from './status-badge';
import { invalidateScenarios, resultsQuery, RUN_POLL_MS } from './testzone-queries';

/** How long to keep polling for a just-started run before giving up. */
const NEW_RUN_WAIT_MS = 60_000;

interface ResultsDrawerProps {
  scenario: Scenario;
  started: ScenarioRun | null;
  onClose: () => void;
}

export function ResultsDrawer({ scenario, started, onClose }: ResultsDrawerProps) {
  const { t, i18n } = useTranslation();
  const [openedAt] = useState(() => Date.now());
  const [chosen, setChosen] = useState<string | null>(null);
  const results = useQuery({
    ...resultsQuery(scenario.id),
    refetchInterval: (query) => {
      const runs = query.state.data?.data ?? [];
      const waiting =
        started !== null &&
        !runs.some((run) => run.id === started.resultId) &&
        Date.now() - openedAt < NEW_RUN_WAIT_MS;
      return anyRunning(runs) || waiting ? RUN_POLL_MS : false;
    },
  });
  const runs: TestResult[] = Array.isArray(results.data?.data) ? results.data.data : [];
  const queryClient = useQueryClient();
  const running = anyRunning(runs);
  const wasRunning = useRef(running);
  useEffect(() => {
    // The list still shows the run going (and Start disabled) until it is read again.
    if (wasRunning.current && !running) void invalidateScenarios(queryClient);
    wasRunning.current = running;
  }, [running, queryClient]);
  const startedListed = started !== null && runs.some((run) => run.id === started.resultId);
  const shown = runs.find((run) => run.id === chosen) ?? runs[0];

  return (
    <RunDrawer title={t('testzone.results.title', { name: scenario.name })} onClose={onClose}>
      {started && !startedListed && (
        <HStack role="status" gap="3" borderWidth="1px" borderRadius="md" p="3" wrap="wrap">
          <StatusBadge kind="run" status={started.status} />
          <Text>
            {t('testzone.results.started', {
              when: formatDateTime(started.startedAt, i18n.language),
            })}
          </Text>
        </HStack>
      )}
      <QueryView
        query={results}
        errorText={errorMessage(results.error, t('testzone.results.loadError'))}
        empty={!shown}
        emptyText={t('testzone.results.empty')}
      >
        {() =>
          shown && (
            <>
              <RunDetails key={shown.id} run={shown} />
              <Stack as="section" gap="2" aria-labelledby="testzone-history-heading">
                <Heading as="h3" size="md" id="testzone-history-heading">
                  {t('testzone.results.history')}
                </Heading>
                <Stack as="ul" gap="2" listStyle="none" aria-label={t('testzone.results.history')}>
                  {runs.map((run) => {
                    const score = shownScore(run.score);
                    return (
                      <li key={run.id}>
                        <Button
                          variant={run.id === shown.id ? 'subtle' : 'outline'}
                          width="full"
                          justifyContent="space-between"
                          aria-pressed={run.id === shown.id}
                          onClick={() => setChosen(run.id)}
                        >
                          <Text as="span">{formatDateTime(run.startedAt, i18n.language)}</Text>
                          <HStack as="span" gap="2">
                            {score !== null && (
                              <Text as="span">{t('testzone.results.scoreValue', { score })}</Text>
                            )}
                            <StatusBadge kind="run" status={run.status} />
                          </HStack>
                        </Button>
                      </li>
                    );
                  })}
                </Stack>
              </Stack>
            </>
          )
        }
      </QueryView>
    </RunDrawer>
  );
}
