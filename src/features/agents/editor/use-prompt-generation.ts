import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { streamChatCompletion } from '@/api/llm-stream';
import { notify } from '@/components/toaster';
import { env } from '@/config/env';
import type { EditorAction } from './editor-state';
import { generationRequest } from './generation-request';

export function usePromptGeneration(dispatch: (action: EditorAction) => void) {
  const { t } = useTranslation();
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const generate = useCallback(
    async (goal: string) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'generateStart' });
      try {
        await streamChatCompletion(generationRequest(goal, env.llmModel), {
          signal: controller.signal,
          onText: (text) => dispatch({ type: 'generateText', text }),
        });
      } catch {
        // Stop is not a failure; what arrived stays either way.
        if (!controller.signal.aborted) notify('error', t('agents.generate.failed'));
      } finally {
        running.current = null;
        dispatch({ type: 'generateEnd' });
      }
    },
    [dispatch, t],
  );

  const stop = useCallback(() => running.current?.abort(), []);

  return { generate, stop };
}
