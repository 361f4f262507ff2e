import { Button, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { standingOf, verdictOf, type RunTarget, type TestsVerdict } from './grading-model';
import { runsQuery, useStartGradedRuns } from './grading-queries';

interface RunAllTestsProps {
  agentId: string;
  target: RunTarget;
  suiteId?: string;
  // Names the button after a suite, where several stand side by side.
  label?: string;
  disabled?: boolean;
}

// Runs every ready scenario of the agent (or a suite's) against its draft or live version, and
// follows those runs; against a server without graded runs it draws nothing.
export function RunAllTests({ agentId, target, suiteId, label, disabled = false }: RunAllTestsProps) {
  const { t } = useTranslation();
  const runs = useQuery(runsQuery({ agentId }));
  const start = useStartGradedRuns();
  const [started, setStarted] = useState<readonly string[]>([]);
  if (runs.data === null) return null;
  const mine = (runs.data ?? []).filter((run) => started.includes(run.id));
  const active = started.length - mine.filter((run) => run.status === 'finished').length;
  const standing = standingOf(mine);
  const text = t(suiteId ? 'testzone.suites.run' : `testzone.graded.runAll.${target}`);
  const runAll = () =>
    start.mutate(
      { agent: agentId, target, ...(suiteId ? { suite: suiteId } : {}) },
      { onSuccess: (answer) => setStarted(answer.data.map((run) => run.id)) },
    );
  return (
    <HStack gap="3" wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        loading={start.isPending}
        loadingText={text}
        disabled={disabled || runs.isPending || active > 0}
        aria-label={label === undefined ? undefined : t('testzone.suites.runOf', { name: label })}
        onClick={runAll}
      >
        {text}
      </Button>
      <Text role="status" fontSize="sm" color="fg.muted">
        {started.length === 0
          ? ''
          : active > 0
            ? t('testzone.graded.progress', { done: started.length - active, count: started.length })
            : t('testzone.graded.allDone', { rate: standing.passRate ?? 0, count: started.length })}
      </Text>
    </HStack>
  );
}

interface DraftTestResultsProps {
  agentId: string;
  revision: number;
  onVerdict?: (verdict: TestsVerdict) => void;
}

// The latest graded results of one revision of the draft. Without any (or against a server without
// graded runs) it draws nothing and says so through onVerdict, for the caller's own words.
export function DraftTestResults({ agentId, revision, onVerdict }: DraftTestResultsProps) {
  const { t } = useTranslation();
  const runs = useQuery(runsQuery({ agentId, version: 'draft', revision }));
  const verdict = runs.isError ? 'none' : verdictOf(runs.data);
  useEffect(() => onVerdict?.(verdict), [verdict, onVerdict]);
  if (runs.isError)
    return (
      <HStack gap="3" role="alert" wrap="wrap">
        <Text color="fg.error">{errorMessage(runs.error, t('testzone.graded.loadError'))}</Text>
        <Button size="xs" variant="outline" onClick={() => void runs.refetch()}>
          {t('common.retry')}
        </Button>
      </HStack>
    );
  if (runs.data === undefined)
    return (
      <HStack gap="2" role="status">
        <Spinner size="xs" />
        <Text fontSize="sm">{t('testzone.graded.loadingResults')}</Text>
      </HStack>
    );
  if (runs.data === null || verdict === 'none') return null;
  const standing = standingOf(runs.data);
  return (
    <Stack gap="2" role="group" aria-label={t('testzone.graded.draftResults')}>
      {standing.finished > 0 && (
        <Text fontWeight="medium">
          {t('testzone.graded.draftPassRate', { rate: standing.passRate ?? 0, count: standing.finished })}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted" role="status">
        {standing.active > 0 ? t('testzone.graded.draftRunning', { count: standing.active }) : ''}
      </Text>
      {standing.failing.length > 0 && (
        <List.Root gap="1" ps="4" aria-label={t('testzone.graded.failing')}>
          {standing.failing.map((failure, index) => (
            <List.Item key={index} fontSize="sm" wordBreak="break-word">
              {t('testzone.graded.failingItem', {
                scenario: failure.scenario,
                criterion: failure.criterion,
                reason: failure.reason,
              })}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
