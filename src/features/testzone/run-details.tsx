import { HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDuration } from '@/lib/format';
import { shownScore, type TestResult } from './scenario-model';
import { StatusBadge } from './status-badge';
import { TranscriptView } from './transcript-view';

export function RunDetails({ run }: { run: TestResult }) {
  const { t, i18n } = useTranslation();
  const score = shownScore(run.score);
  const checks = Array.isArray(run.checks) ? run.checks : [];
  const running = run.status === 'running';
  return (
    <Stack gap="4" aria-labelledby={`run-${run.id}-heading`} as="section">
      <HStack gap="3" wrap="wrap">
        <Heading as="h3" size="md" id={`run-${run.id}-heading`}>
          {t('testzone.results.runOf', { when: formatDateTime(run.startedAt, i18n.language) })}
        </Heading>
        <StatusBadge kind="run" status={run.status} />
      </HStack>
      <Stack as="dl" gap="1" fontSize="sm">
        {score !== null && (
          <HStack>
            <Text as="dt" fontWeight="medium">
              {t('testzone.results.score')}
            </Text>
            <Text as="dd">{t('testzone.results.scoreValue', { score })}</Text>
          </HStack>
        )}
        {typeof run.durationSeconds === 'number' && run.durationSeconds >= 0 && (
          <HStack>
            <Text as="dt" fontWeight="medium">
              {t('testzone.results.duration')}
            </Text>
            <Text as="dd">{formatDuration(run.durationSeconds)}</Text>
          </HStack>
        )}
      </Stack>
      {running && (
        <Text role="status" color="fg.muted">
          {t('testzone.results.inProgress')}
        </Text>
      )}
      {run.summary && <Text wordBreak="break-word">{run.summary}</Text>}
      {checks.length > 0 && (
        <Stack gap="2">
          <Heading as="h4" size="sm">
            {t('testzone.results.checks')}
          </Heading>
          <List.Root gap="2" listStyle="none" aria-label={t('testzone.results.checks')}>
            {checks.map((check, index) => (
              <List.Item key={index} borderWidth="1px" borderRadius="md" p="2">
                <HStack gap="2" align="start">
                  <Text
                    as="span"
                    fontWeight="bold"
                    color={check.passed ? 'fg.success' : 'fg.error'}
                    aria-hidden="true"
                  >
                    {check.passed ? '✓' : '✗'}
                  </Text>
                  <Stack gap="0">
                    <Text fontWeight="medium" wordBreak="break-word">
                      {check.name}
                      <Text as="span" srOnly>
                        {' '}
                        {t(check.passed ? 'testzone.results.checkPassed' : 'testzone.results.checkFailed')}
                      </Text>
                    </Text>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                      {check.detail}
                    </Text>
                  </Stack>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <TranscriptView transcript={typeof run.transcript === 'string' ? run.transcript : ''} />
    </Stack>
  );
}
