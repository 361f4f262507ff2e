import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, serverError } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { excelFileName, exportText, safeFileName, saveBlob } from './call-export';
import { invalidateCalls } from './call-queries';
import type { CallFilter } from './call-search';

const serverMessage = (data: unknown, fallback: string): string => {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
};

/** The contract's error body as an Error (its message, or none for the screen's own text). */
export interface FeedbackInput {
  rating: number;
  comment: string;
  /** Labels already on the feedback, kept (the call replaces the whole feedback). */
  tags?: string[];
}

/**
 * What can be done to calls of the list: rate, delete, export one as text, export the filtered
 * list as a spreadsheet. Each toasts the outcome and resolves true on success; none throws.
 */
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
      const { data, error } = await api.GET('/calls/{id}/export', { params: { path: { id } } });
      if (!data) throw serverError(error);
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
