import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { formatDateTime } from '@/lib/format';
import { useBackoffPoll } from '@/lib/use-backoff-poll';
import { type Call, liveCallsQuery, liveQueries, queuedCalls, queueQuery } from './calls-reads';
import { liveFingerprint, liveOrder } from './live-calls-model';

/**
 * Calls ringing or on the line, and the size of the queue, polled while the page is open. When
 * they change, the other call lists read again: a call that ended shows in the log.
 */
export function LiveCalls() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // Three reads always: three useQuery rather than useQueries, whose observer would come on the
  // dashboard's first paint for this alone (1.5 KiB).
  const results = [
    useQuery(liveCallsQuery('in-progress')),
    useQuery(liveCallsQuery('ringing')),
    useQuery(queueQuery()),
  ] as const;
  const [inProgress, ringing, queue] = results;
  const failed = results.find((result) => result.isError);
  const live = {
    data:
      inProgress.data && ringing.data && queue.data
        ? {
            calls: liveOrder([...inProgress.data.data.data, ...ringing.data.data.data]),
            queued: queuedCalls(queue.data),
          }
        : undefined,
    isError: failed !== undefined,
    error: failed?.error,
    isFetching: results.some((result) => result.isFetching),
  };
  const refetch = () =>
    Promise.all(liveQueries().map((options) => queryClient.refetchQueries({ queryKey: options.queryKey })));

  const fingerprint = live.data ? liveFingerprint(live.data.calls, live.data.queued) : '';
  const seen = useRef('');
  useEffect(() => {
    const before = seen.current;
    seen.current = fingerprint;
    if (!before || !fingerprint || before === fingerprint) return;
    const polled = new Set(liveQueries().map((options) => hashKey(options.queryKey)));
    void queryClient.invalidateQueries({
      queryKey: queueQuery().queryKey.slice(0, 2),
      predicate: (query) => !polled.has(query.queryHash),
    });
  }, [fingerprint, queryClient]);

  useBackoffPoll({ enabled: live.data !== undefined, poll: refetch, fingerprint });

  const row = (call: Call) => (
    <HStack as="li" key={call.id} gap="3" px="3" py="2" borderWidth="1px" borderRadius="md" flexWrap="wrap">
      <Badge colorPalette={call.status === 'in-progress' ? 'green' : 'blue'}>
        {t(`calls.status.${call.status}`)}
      </Badge>
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {call.leadName ?? (call.direction === 'inbound' ? call.from : call.to)}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {[
            call.agentName,
            t(`calls.direction.${call.direction}`),
            call.startedAt
              ? t('calls.live.since', { time: formatDateTime(call.startedAt, i18n.language) })
              : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </HStack>
  );

  return (
    <Stack as="section" gap="3" aria-labelledby="live-calls-title" data-testid="live-calls">
      <HStack gap="2" flexWrap="wrap">
        <Heading as="h2" size="lg" id="live-calls-title">
          {t('calls.live.title')}
        </Heading>
        {live.data && <Badge variant="subtle">{live.data.calls.length}</Badge>}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('calls.live.help')}
      </Text>
      <QueryView
        query={{ ...live, refetch }}
        errorText={errorMessage(live.error, t('calls.live.loadFailed'))}
      >
        {({ calls, queued }) => (
          <Stack gap="2">
            {calls.length === 0 ? (
              <Text color="fg.muted">{t('calls.live.empty')}</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" aria-labelledby="live-calls-title">
                {calls.map(row)}
              </Stack>
            )}
            <Text fontSize="sm" role="status" data-testid="live-calls-waiting">
              {t('calls.live.waiting', { count: queued.length })}
            </Text>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
