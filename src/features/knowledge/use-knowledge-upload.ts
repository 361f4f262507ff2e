import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { agentPartReads } from '@/api/agent-lists';
import { errorMessage } from '@/api/errors';
import { uploadKnowledgeFile } from '@/api/upload';
import { notify } from '@/components/toaster';
import { useApiMutation } from '@/components/use-api-mutation';
import { fileTypeOf } from './knowledge-model';
import { initialUploadState, uploadFile, uploadReducer } from './upload-machine';
import { knowledgeFilesQuery } from './knowledge-queries';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useKnowledgeUpload(agentId: string, onUploaded: () => void) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const controller = useRef<AbortController | null>(null);

  const { mutateAsync } = useApiMutation({
    mutationFn: async ({ file, signal }: { file: File; signal: AbortSignal }) => {
      const { data, error, response } = await uploadKnowledgeFile(
        { file, agent: agentId, file_type: fileTypeOf(file.type) },
        { signal, onProgress: (percent) => dispatch({ type: 'progress', percent }) },
      );
      // A cancel after the answer came is as quiet as one before it.
      signal.throwIfAborted();
      if (!response.ok || !data) {
        throw new Error(errorMessage(error, `Upload failed with status ${response.status}`));
      }
      return data;
    },
    onError: (error) => {
      if (!isAbort(error)) console.error('Uploading the knowledge file failed', error);
    },
    success: t('knowledge.upload.success'),
    failure: t('knowledge.upload.failed'),
    serverMessage: 'none',
    invalidates: [knowledgeFilesQuery(agentId), ...agentPartReads()],
  });

  const upload = useCallback(() => {
    dispatch({ type: 'submit' });
    const file = uploadFile(state);
    if (!file) {
      notify('error', t('knowledge.upload.noFile'));
      return;
    }
    if (state.phase === 'uploading') return;
    const current = new AbortController();
    controller.current = current;
    mutateAsync({ file, signal: current.signal }).then(
      () => {
        dispatch({ type: 'succeeded' });
        onUploaded();
      },
      (error: unknown) => {
        if (current.signal.aborted || isAbort(error)) return;
        dispatch({ type: 'failed' });
      },
    );
  }, [state, mutateAsync, t, onUploaded]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    dispatch({ type: 'reset' });
  }, []);

  // Leaving the screen stops an upload in flight.
  useEffect(() => () => controller.current?.abort(), []);

  return {
    state,
    choose: (files: File[]) => dispatch({ type: 'choose', files }),
    remove: () => dispatch({ type: 'remove' }),
    upload,
    cancel,
  };
}
