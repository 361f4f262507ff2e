import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, serverError, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { toCallUpdate, type CorrectionForm } from './call-correction';
import { excelFileName, exportText, safeFileName, saveBlob } from './call-export';
import type { CallFilter } from './call-search';
import { queueQuery, type Call, type CallsResponse } from './calls-reads';
import { inOrder } from './queue-order';

export * from './calls-reads';

/** One `[method, path]` prefix covers every cached page of calls and the queue. */
export function invalidateCalls(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queueQuery().queryKey.slice(0, 2) });
}

const serverMessage = (data: unknown, fallback: string): string => {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
};

/** The correction's contact picker; the shell's search reads (and caches) the same list. */
export const leadChoicesQuery = () => $api.queryOptions('get', '/leads');

// A prefix of each read that shows the call: its row in every page, every contact's history, and its
// own read (the shared playback and summary pages key theirs under the same prefix).
export function invalidateCall(queryClient: QueryClient, id: string): Promise<unknown> {
  return Promise.all(
    [
      queueQuery().queryKey.slice(0, 2),
      $api.queryOptions('post', '/calls/call_history', { body: {} }).queryKey.slice(0, 2),
      $api.queryOptions('get', '/calls/{id}', { params: { path: { id } } }).queryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function useCorrectCall() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = $api.useMutation('put', '/calls/{id}');

  const correct = async (call: Call, form: CorrectionForm): Promise<boolean> => {
    const body = toCallUpdate(call, form);
    if (!body) {
      notify('info', t('calls.correct.unchanged'));
      return true;
    }
    try {
      const data = await update.mutateAsync({ params: { path: { id: call.id } }, body });
      notify('success', serverMessage(data, t('calls.correct.done')));
      void invalidateCall(queryClient, call.id);
      return true;
    } catch (error) {
      notify('error', errorMessage(error, t('calls.correct.failed')));
      return false;
    }
  };

  return { correct, pending: update.isPending };
}

export interface FeedbackInput {
  rating: number;
  comment: string;
  /** Kept: the call replaces the whole feedback. */
  tags?: string[];
}

export function useCallActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feedback = $api.useMutation('put', '/calls/{id}/feedback');
  const remove = $api.useMutation('delete', '/calls/{id}');
  const [exporting, setExporting] = useState<string | null>(null);

  const rate = async (id: string, input: FeedbackInput): Promise<boolean> => {
    try {
      const comment = input.comment.trim();
      const data = await feedback.mutateAsync({
        params: { path: { id } },
        body: {
          rating: input.rating,
          ...(comment ? { comment } : {}),
          ...(input.tags?.length ? { tags: input.tags } : {}),
        },
      });
      notify('success', serverMessage(data, t('calls.feedback.done')));
      invalidateCalls(queryClient);
      return true;
    } catch (error) {
      notify('error', errorMessage(error, t('calls.feedback.failed')));
      return false;
    }
  };

  const deleteCall = async (id: string): Promise<boolean> => {
    try {
      const data = await remove.mutateAsync({ params: { path: { id } } });
      notify('success', serverMessage(data, t('calls.delete.done')));
      invalidateCalls(queryClient);
      return true;
    } catch (error) {
      notify('error', errorMessage(error, t('calls.delete.failed')));
      return false;
    }
  };

  const exportCall = async (id: string): Promise<boolean> => {
    setExporting(id);
    try {
      const data = await unwrap(api.GET('/calls/{id}/export', { params: { path: { id } } }));
      const text = exportText(data.data, {
        details: t('calls.export.details'),
        summary: t('calls.export.summary'),
        transcript: t('calls.export.transcript'),
      });
      const name = safeFileName(data.data.fileName, `call-${id}.txt`);
      saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), name);
      return true;
    } catch (error) {
      notify('error', errorMessage(error, t('calls.export.failed')));
      return false;
    } finally {
      setExporting(null);
    }
  };

  const exportExcel = async (filter: CallFilter): Promise<boolean> => {
    setExporting('excel');
    try {
      const { data, error, response } = await api.POST('/calls/export-excel', {
        body: filter,
        parseAs: 'blob',
      });
      if (!data) throw serverError(error);
      saveBlob(data, excelFileName(response.headers.get('Content-Disposition'), new Date()));
      return true;
    } catch (error) {
      notify('error', errorMessage(error, t('calls.excel.failed')));
      return false;
    } finally {
      setExporting(null);
    }
  };

  return {
    pending: feedback.isPending || remove.isPending,
    exporting,
    rate,
    deleteCall,
    exportCall,
    exportExcel,
  };
}

export function useQueueReorder(agentId: string | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rearrange = $api.useMutation('post', '/calls/rearrange_queue');
  const { queryKey } = queueQuery(agentId);

  const reorder = async (order: string[]): Promise<boolean> => {
    await queryClient.cancelQueries({ queryKey });
    const before = queryClient.getQueryData<CallsResponse>(queryKey);
    queryClient.setQueryData<CallsResponse>(queryKey, (old) =>
      old
        ? { ...old, data: { ...old.data, data: inOrder(old.data.data, order).map(withPosition(order)) } }
        : old,
    );
    try {
      await rearrange.mutateAsync({ body: { ...(agentId ? { agentId } : {}), order } });
      return true;
    } catch (error) {
      queryClient.setQueryData<CallsResponse>(queryKey, before);
      notify('error', errorMessage(error, t('calls.queue.failed')), t('calls.queue.undone'));
      return false;
    }
  };

  return { reorder, pending: rearrange.isPending };
}

const withPosition =
  (order: readonly string[]) =>
  <T extends { id: string; queuePosition: number | null }>(call: T): T => {
    const index = order.indexOf(call.id);
    return index === -1 ? call : { ...call, queuePosition: index + 1 };
  };
