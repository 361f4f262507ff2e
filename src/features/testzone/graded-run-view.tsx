import { Badge, Button, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@/lib/format';
import { isActive, type TestRun, type TestVerdict } from './grading-model';
import { TranscriptView } from './transcript-view';

export const versionLabel = (t: TFunction, run: Pick<TestRun, 'version' | 'revision'>): string =>
  run.version === null
    ? t('testzone.graded.draftLabel', { revision: run.revision ?? '?' })
    : t('testzone.graded.versionLabel', { version: run.version });

export function RunStatusBadge({ run }: { run: Pick<TestRun, 'status' | 'passRate'> }) {
  const { t } = useTranslation();
  if (run.status !== 'finished')
    return (
      <Badge colorPalette="blue" variant="subtle">
        {t(`testzone.graded.status.${run.status}`)}
      </Badge>
    );
  const rate = run.passRate ?? 0;
  return (
    <Badge colorPalette={rate === 100 ? 'green' : rate === 0 ? 'red' : 'orange'} variant="subtle">
      {t('testzone.graded.passRateValue', { rate })}
    </Badge>
  );
}

function VerdictItem({ verdict }: { verdict: TestVerdict }) {
  const { t } = useTranslation();
  return (
    <List.Item borderWidth="1px" borderRadius="md" p="2" data-passed={verdict.passed}>
      <Stack gap="1">
        <HStack gap="2" align="start" justify="space-between">
          <Text fontWeight="medium" wordBreak="break-word">
            {verdict.criterion}
          </Text>
          <Badge colorPalette={verdict.passed ? 'green' : 'red'} variant="subtle" flexShrink="0">
            {t(verdict.passed ? 'testzone.graded.verdictPassed' : 'testzone.graded.verdictFailed')}
          </Badge>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {t(`testzone.criterionKind.${verdict.kind}`)}
          {' · '}
          {t(verdict.required ? 'testzone.graded.required' : 'testzone.graded.optional')}
        </Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          {verdict.reason}
        </Text>
      </Stack>
    </List.Item>
  );
}

export function GradedRunView({ run }: { run: TestRun }) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const attempt = run.attempts[chosen] ?? run.attempts[0];
  const headingId = `graded-run-${run.id}`;
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <HStack gap="3" wrap="wrap">
        <Heading as="h3" size="md" id={headingId} wordBreak="break-word">
          {t('testzone.graded.runTitle', {
            name: run.scenarioName,
            version: versionLabel(t, run),
          })}
        </Heading>
        <RunStatusBadge run={run} />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {formatDateTime(run.createdAt, i18n.language)}
      </Text>
      {isActive(run) ? (
        <Text role="status" color="fg.muted">
          {t(`testzone.graded.inProgress.${run.status}`)}
        </Text>
      ) : (
        <Text role="status" fontWeight="medium">
          {t('testzone.graded.passRate', {
            rate: run.passRate ?? 0,
            passes: run.passes ?? 0,
            count: run.repeat,
          })}
        </Text>
      )}
      {run.attempts.length > 1 && (
        <HStack as="ul" gap="2" wrap="wrap" listStyle="none" aria-label={t('testzone.graded.attempts')}>
          {run.attempts.map((item, index) => (
            <li key={item.number}>
              <Button
                size="xs"
                variant={index === chosen ? 'subtle' : 'outline'}
                aria-pressed={index === chosen}
                onClick={() => setChosen(index)}
              >
                {t(item.passed ? 'testzone.graded.attemptPassed' : 'testzone.graded.attemptFailed', {
                  number: item.number,
                })}
              </Button>
            </li>
          ))}
        </HStack>
      )}
      {attempt && (
        <>
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {t('testzone.graded.verdicts')}
            </Heading>
            <List.Root gap="2" listStyle="none" aria-label={t('testzone.graded.verdicts')}>
              {attempt.verdicts.map((verdict, index) => (
                <VerdictItem key={index} verdict={verdict} />
              ))}
            </List.Root>
          </Stack>
          <TranscriptView transcript={attempt.transcript} />
        </>
      )}
    </Stack>
  );
}
