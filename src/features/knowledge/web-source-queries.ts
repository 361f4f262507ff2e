import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { proposalData } from '@/api/proposals';
import { useApiMutation } from '@/components/use-api-mutation';
import { useBackoffPoll } from '@/lib/use-backoff-poll';
import {
  isReading,
  readsFingerprint,
  type WebSource,
  type WebSourceChange,
  type WebSourceInput,
} from './web-source-model';

// Proposal (knowledge from web pages). A server without it answers 404 or 501: the read holds null,
// and the knowledge screens show only the uploaded files, with no error.
const WEB_SOURCES_KEY = ['web-sources'] as const;

// A read takes seconds: the first look comes soon, then less often while nothing moves.
export const WEB_POLL = { min: 2_000, max: 30_000 } as const;

export const webSourcesQuery = (agentId?: string) =>
  queryOptions({
    queryKey: [...WEB_SOURCES_KEY, agentId ?? null],
    queryFn: ({ signal }): Promise<WebSource[] | null> =>
      proposalData(api.GET('/web_sources', { params: { query: agentId ? { agentId } : {} }, signal })),
    retry: false,
  });

/** The sources (of one agent, or of the company), polled while a read is queued or under way. */
export function useWebSources(agentId?: string, enabled = true) {
  const query = useQuery({ ...webSourcesQuery(agentId), enabled });
  const sources = query.data ?? [];
  useBackoffPoll({
    enabled: sources.some(isReading),
    poll: query.refetch,
    fingerprint: readsFingerprint(sources),
    ...WEB_POLL,
  });
  return query;
}

const everySourceRead = [{ queryKey: WEB_SOURCES_KEY }];

export function useAddWebSource() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (body: WebSourceInput) => unwrap(api.POST('/web_sources', { body })),
    onError: (error, body) => console.error(`Adding the web source ${body.url} failed`, error),
    success: (answer) => t('webSources.add.success', { url: answer.data.url }),
    failure: t('webSources.add.failed'),
    serverMessage: 'failure',
    invalidates: everySourceRead,
  });
}

export interface SourceChange {
  kind: 'edit' | 'use' | 'unuse';
  source: WebSource;
  body: WebSourceChange;
}

export function useChangeWebSource() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: ({ source, body }: SourceChange) =>
      unwrap(api.PUT('/web_sources/{id}', { params: { path: { id: source.id } }, body })),
    onError: (error, { source }) => console.error(`Changing the web source ${source.id} failed`, error),
    success: (_answer, { kind, source }) => t(`webSources.${kind}.success`, { url: source.url }),
    failure: ({ kind, source }) => t(`webSources.${kind}.failed`, { url: source.url }),
    serverMessage: 'failure',
    invalidates: everySourceRead,
  });
}

export function useRefreshWebSource() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (source: WebSource) =>
      unwrap(api.POST('/web_sources/{id}/refresh', { params: { path: { id: source.id } } })),
    onError: (error, source) => console.error(`Refreshing the web source ${source.id} failed`, error),
    success: (_answer, source) => t('webSources.refreshNow.success', { url: source.url }),
    failure: (source) => t('webSources.refreshNow.failed', { url: source.url }),
    serverMessage: 'failure',
    invalidates: everySourceRead,
  });
}

export function useDeleteWebSource() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (source: WebSource) =>
      unwrap(api.DELETE('/web_sources/{id}', { params: { path: { id: source.id } } })),
    onError: (error, source) => console.error(`Deleting the web source ${source.id} failed`, error),
    success: (_answer, source) => t('webSources.delete.success', { url: source.url }),
    failure: (source) => t('webSources.delete.failed', { url: source.url }),
    serverMessage: 'failure',
    invalidates: everySourceRead,
  });
}
