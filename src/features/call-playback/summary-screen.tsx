import { Box, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { formatClock } from '@/components/waveform/format-clock';
import { formatCost, formatDateTime } from '@/lib/format';
import { lazyNamed } from '@/lib/lazy-named';
import { contactNumber, contactOf, humanise } from './call-format';
import type { Call } from './call-playback-queries';
import { CallView } from './call-states';

// Below the call's details, from reads of its own: the summary paints without waiting for its code.
const CallInsights = lazyNamed(() => import('./analysis/call-insights'), 'CallInsights');

function SummaryContent({ call }: { call: Call }) {
  const { t, i18n } = useTranslation();
  const none = t('callSummary.none');
  const contact = contactOf(call);
  const number = contactNumber(call);
  const label = (group: 'outcomes' | 'sentiments' | 'directions', value: string | null) =>
    value ? t(`callSummary.${group}.${value}`, { defaultValue: humanise(value) }) : none;
  const rows: [string, string][] = [
    [t('callSummary.agent'), call.agentName || none],
    // Proposal (agent versions): absent where the server has none.
    ...(call.agentVersion === undefined
      ? []
      : [
          [t('callSummary.agentVersion'), call.agentVersion === null ? none : `v${call.agentVersion}`] as [
            string,
            string,
          ],
        ]),
    [t('callSummary.contact'), contact === number ? number : `${contact} (${number})`],
    [t('callSummary.direction'), label('directions', call.direction)],
    [t('callSummary.time'), formatDateTime(call.startedAt ?? call.scheduledAt, i18n.language) || none],
    [t('callSummary.duration'), formatClock(call.duration)],
    [t('callSummary.outcome'), label('outcomes', call.outcome)],
    [t('callSummary.sentiment'), label('sentiments', call.sentiment)],
    [t('callSummary.cost'), formatCost(call.cost, call.currency, i18n.language)],
  ];
  return (
    <Stack gap="6" maxW="3xl">
      <Grid
        as="dl"
        templateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
        columnGap="6"
        rowGap={{ base: '1', sm: '3' }}
      >
        {rows.map(([name, value]) => (
          <Box key={name} display="contents">
            <Text as="dt" color="fg.muted" fontSize="sm">
              {name}
            </Text>
            <Text as="dd" fontWeight="medium" mb={{ base: '2', sm: '0' }} overflowWrap="anywhere">
              {value}
            </Text>
          </Box>
        ))}
      </Grid>
      <Box as="section" aria-labelledby="call-summary-text">
        <Heading as="h2" id="call-summary-text" size="md" mb="2">
          {t('callSummary.summary')}
        </Heading>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color={call.summary.trim() ? 'fg' : 'fg.muted'}>
          {call.summary.trim() || t('callSummary.noSummary')}
        </Text>
      </Box>
      <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
        <RouterLink to="/playcall" search={{ id: call.id }}>
          {t('callSummary.openPlayback')}
        </RouterLink>
      </Link>
      <Suspense fallback={null}>
        <CallInsights call={call} />
      </Suspense>
    </Stack>
  );
}

export function SummaryScreen({ callId }: { callId?: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('screens.summarycall.title')}>
      <CallView callId={callId}>{(call) => <SummaryContent call={call} />}</CallView>
    </PageFrame>
  );
}
