import { Alert, Badge, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallAnalysis, CallAnalysisSettings } from '@/api/call-analysis';
import { errorMessage } from '@/api/errors';
import { LineIcon } from '@/components/icons/line-icon';
import { ErrorState, LoadingState } from '@/components/query-states';
import { formatDateTime } from '@/lib/format';
import type { Call } from '../call-playback-queries';
import { fieldRows, type ValueView } from './analysis-model';
import { useAnalysedCall, useAnalysisSettings } from './analysis-queries';
import { useRerunAnalysis } from './analysis-rerun';
import { Panel } from './panel';

type Success = NonNullable<CallAnalysis['success']>;

function Verdict({ success, settings }: { success: Success; settings: CallAnalysisSettings | null }) {
  const { t } = useTranslation();
  const pass = success.verdict === 'pass';
  const scale = settings?.success.kind === 'scale' ? (settings.success.scaleMax ?? 5) : null;
  const score = success.score ?? null;
  return (
    <Stack gap="1" data-testid="analysis-verdict">
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={pass ? 'green' : 'red'} size="lg" gap="1">
          <LineIcon boxSize="4">
            {pass ? <path d="M20 6 9 17l-5-5" /> : <path d="M18 6 6 18M6 6l12 12" />}
          </LineIcon>
          {pass ? t('callSummary.analysis.pass') : t('callSummary.analysis.fail')}
        </Badge>
        {score !== null && (
          <Text fontWeight="medium">
            {scale === null
              ? t('callSummary.analysis.scoreOnly', { score })
              : t('callSummary.analysis.score', { score, max: scale })}
          </Text>
        )}
      </HStack>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {success.reason}
      </Text>
    </Stack>
  );
}

function Value({ value }: { value: ValueView }) {
  const { t } = useTranslation();
  switch (value.kind) {
    case 'yes':
      return <>{t('callSummary.analysis.yes')}</>;
    case 'no':
      return <>{t('callSummary.analysis.no')}</>;
    case 'notSaid':
      return (
        <Text as="span" color="fg.muted" fontWeight="normal">
          {t('callSummary.analysis.notSaid')}
        </Text>
      );
    case 'missing':
      return (
        <Text as="span" color="fg.muted" fontWeight="normal" fontStyle="italic">
          {t('callSummary.analysis.missing')}
        </Text>
      );
    default:
      return <>{value.text}</>;
  }
}

function Fields({ analysis, settings }: { analysis: CallAnalysis; settings: CallAnalysisSettings | null }) {
  const { t, i18n } = useTranslation();
  const rows = fieldRows(settings?.fields ?? [], analysis.values, i18n.language);
  if (rows.length === 0) return <Text color="fg.muted">{t('callSummary.analysis.noFields')}</Text>;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {t('callSummary.analysis.fields')}
      </Heading>
      <Grid
        as="dl"
        data-testid="analysis-values"
        templateColumns={{ base: '1fr', sm: 'minmax(10rem, max-content) 1fr' }}
        columnGap="6"
        rowGap={{ base: '1', sm: '3' }}
      >
        {rows.map((row) => (
          <Box key={row.name} display="contents">
            <Box as="dt">
              <Text fontSize="sm" fontWeight="medium" fontFamily="mono" overflowWrap="anywhere">
                {row.name}
              </Text>
              {row.description && (
                <Text fontSize="xs" color="fg.muted">
                  {row.description}
                </Text>
              )}
            </Box>
            <Box as="dd" fontWeight="medium" mb={{ base: '2', sm: '0' }} overflowWrap="anywhere">
              <Value value={row.value} />
            </Box>
          </Box>
        ))}
      </Grid>
    </Stack>
  );
}

function Rerun({ call, running }: { call: Call; running: boolean }) {
  const { t } = useTranslation();
  const rerun = useRerunAnalysis(call);
  const [started, setStarted] = useState(false);
  const pending = call.analysis?.state === 'pending';
  const busy = running || rerun.isPending;
  const start = () =>
    rerun.mutate(undefined, {
      onSuccess: () => setStarted(true),
    });
  let said = '';
  if (busy) said = t('callSummary.analysis.running');
  else if (started && call.analysis?.state === 'done') said = t('callSummary.analysis.updated');
  return (
    <Stack gap="2" align="start">
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={start} disabled={busy || pending}>
          {t('callSummary.analysis.rerun')}
        </Button>
        <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted">
          {said}
        </Text>
      </HStack>
      {rerun.isError && !busy && (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {errorMessage(rerun.error, t('callSummary.analysis.rerunFailed'))}
            </Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={start} alignSelf="center">
            {t('common.retry')}
          </Button>
        </Alert.Root>
      )}
    </Stack>
  );
}

function AnalysisBody({ call, settings }: { call: Call; settings: CallAnalysisSettings | null }) {
  const { t, i18n } = useTranslation();
  const analysis = call.analysis ?? null;
  const running = analysis?.state === 'running';
  const when = formatDateTime(analysis?.analysedAt, i18n.language);
  return (
    <Stack gap="4">
      {analysis?.state === 'pending' && <Text color="fg.muted">{t('callSummary.analysis.pending')}</Text>}
      {analysis === null || (analysis.success === null && analysis.analysedAt === null) ? (
        analysis?.state !== 'pending' && <Text color="fg.muted">{t('callSummary.analysis.notAnalysed')}</Text>
      ) : (
        <>
          {analysis.success ? (
            <Verdict success={analysis.success} settings={settings} />
          ) : (
            <Text color="fg.muted">{t('callSummary.analysis.noVerdict')}</Text>
          )}
          <Fields analysis={analysis} settings={settings} />
          {analysis.redacted.length > 0 && (
            <Text fontSize="sm">
              {t('callSummary.analysis.redacted', {
                kinds: analysis.redacted
                  .map((kind) => t(`callSummary.analysis.redactedKinds.${kind}`))
                  .join(', '),
              })}
            </Text>
          )}
          {when && (
            <Text fontSize="sm" color="fg.muted">
              {analysis.settingsRevision === null
                ? t('callSummary.analysis.analysedAt', { date: when })
                : t('callSummary.analysis.analysedAtRevision', {
                    date: when,
                    revision: analysis.settingsRevision,
                  })}
            </Text>
          )}
        </>
      )}
      <Rerun call={call} running={running} />
    </Stack>
  );
}

export function AnalysisPanel({ callId, agentId }: { callId: string; agentId: string }) {
  const { t } = useTranslation();
  const { data: call } = useAnalysedCall(callId);
  const settings = useAnalysisSettings(agentId);
  if (!call) return null;
  const hasAnalysis = call.analysis !== undefined && call.analysis !== null;
  // No settings (404/501) and nothing found on the call: a server without post-call analysis.
  if (settings.data === null && !hasAnalysis) return null;
  return (
    <Panel id="call-analysis" title={t('callSummary.analysis.title')}>
      {settings.data === undefined ? (
        settings.isError && !settings.isFetching ? (
          <ErrorState
            message={errorMessage(settings.error, t('callSummary.analysis.loadFailed'))}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <LoadingState label={t('callSummary.analysis.loading')} />
        )
      ) : (
        <AnalysisBody call={call} settings={settings.data} />
      )}
    </Panel>
  );
}
