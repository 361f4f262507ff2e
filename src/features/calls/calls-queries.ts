import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { serverError, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { everyRead } from '@/api/reads';
import { notify } from '@/components/toaster';
import { succeeded, useApiMutation } from '@/components/use-api-mutation';
import { toCallUpdate, type CallUpdate, type CorrectionForm } from './call-correction';
import { excelFileName, exportText, safeFileName, saveBlob } from './call-export';
import type { CallFilter } from './call-search';
import { queueQuery, type Call, type CallsResponse } from './calls-reads';
import { inOrder } from './queue-order';

export * from './calls-reads';

/** The correction's contact picker; the shell's search reads (and caches) the same list. */
export const leadChoicesQuery = () => $api.queryOptions('get', '/leads');

// Every page of calls and the queue.
const callListReads = () => [everyRead(queueQuery())];

// Each read that shows the call: its row in every page, every contact's history, and its own read
// (the shared playback and summary pages key theirs under the same prefix).
export const callReads = (id: string) => [
  ...callListReads(),
  everyRead($api.queryOptions('post', '/calls/call_history', { body: {} })),
  $api.queryOptions('get', '/calls/{id}', { params: { path: { id } } }),
];

export function useCorrectCall() {
  const { t } = useTranslation();
  const update = useApiMutation({
    mutationFn: ({ id, body }: { id: string; body: CallUpdate }) =>
      unwrap(api.PUT('/calls/{id}', { params: { path: { id } }, body })),
    success: t('calls.correct.done'),
    failure: t('calls.correct.failed'),
    invalidates: (_answer, { id }) => callReads(id),
  });

  const correct = (call: Call, form: CorrectionForm): Promise<boolean> => {
    const body = toCallUpdate(call, form);
    if (!body) {
      notify('info', t('calls.correct.unchanged'));
      return Promise.resolve(true);
    }
    return succeeded(update.mutateAsync({ id: call.id, body }));
  };

  return { correct, pending: update.isPending };
}

export interface FeedbackInput {
  rating: number;
  comment: string;
  /** Kept: the call replaces the whole feedback. */
  tags?: string[];
}

const feedbackBody = (input: FeedbackInput) => {
  const comment = input.comment.trim();
  return {
    rating: input.rating,
    ...(comment ? { comment } : {}),
    ...(input.tags?.length ? { tags: input.tags } : {}),
  };
};

export function useCallActions() {
  const { t } = useTranslation();
  const feedback = useApiMutation({
    mutationFn: ({ id, input }: { id: string; input: FeedbackInput }) =>
      unwrap(api.PUT('/calls/{id}/feedback', { params: { path: { id } }, body: feedbackBody(input) })),
    success: t('calls.feedback.done'),
    failure: t('calls.feedback.failed'),
    invalidates: callListReads(),
  });
  const remove = useApiMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/calls/{id}', { params: { path: { id } } })),
    success: t('calls.delete.done'),
    failure: t('calls.delete.failed'),
    invalidates: callListReads(),
  });
  const download = useApiMutation({
    mutationFn: async (id: string) => {
      const data = await unwrap(api.GET('/calls/{id}/export', { params: { path: { id } } }));
      const text = exportText(data.data, {
        details: t('calls.export.details'),
        summary: t('calls.export.summary'),
        transcript: t('calls.export.transcript'),
      });
      const name = safeFileName(data.data.fileName, `call-${id}.txt`);
      saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), name);
    },
    failure: t('calls.export.failed'),
  });
  const spreadsheet = useApiMutation({
    mutationFn: async (filter: CallFilter) => {
      const { data, error, response } = await api.POST('/calls/export-excel', {
        body: filter,
        parseAs: 'blob',
      });
      if (!data) throw serverError(error);
      saveBlob(data, excelFileName(response.headers.get('Content-Disposition'), new Date()));
    },
    failure: t('calls.excel.failed'),
  });

  const exporting = download.isPending ? download.variables : spreadsheet.isPending ? 'excel' : null;
  return {
    pending: feedback.isPending || remove.isPending,
    exporting,
    rate: (id: string, input: FeedbackInput) => succeeded(feedback.mutateAsync({ id, input })),
    deleteCall: (id: string) => succeeded(remove.mutateAsync(id)),
    exportCall: (id: string) => succeeded(download.mutateAsync(id)),
    exportExcel: (filter: CallFilter) => succeeded(spreadsheet.mutateAsync(filter)),
  };
}

export function useQueueReorder(agentId: string | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = queueQuery(agentId);
  const rearrange = useApiMutation({
    mutationFn: (order: string[]) =>
      unwrap(api.POST('/calls/rearrange_queue', { body: { ...(agentId ? { agentId } : {}), order } })),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<CallsResponse>(queryKey);
      queryClient.setQueryData<CallsResponse>(queryKey, (old) =>
        old
          ? { ...old, data: { ...old.data, data: inOrder(old.data.data, order).map(withPosition(order)) } }
          : old,
      );
      return { before };
    },
    onError: (_error, _order, context) => queryClient.setQueryData<CallsResponse>(queryKey, context?.before),
    failure: { title: t('calls.queue.failed'), description: t('calls.queue.undone') },
  });

  return {
    reorder: (order: string[]) => succeeded(rearrange.mutateAsync(order)),
    pending: rearrange.isPending,
  };
}

const withPosition =
  (order: readonly string[]) =>
  <T extends { id: string; queuePosition: number | null }>(call: T): T => {
    const index = order.indexOf(call.id);
    return index === -1 ? call : { ...call, queuePosition: index + 1 };
  };
