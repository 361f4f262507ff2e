import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type CallInit } from '@/api/client';
import { errorMessage, unwrap } from '@/api/errors';
import { notify } from '@/components/toaster';
import { useApiMutation } from '@/components/use-api-mutation';
import { useUser } from '@/lib/session/session-store';
import { canSend, chatReducer, initialChatState, messageText } from './chat-machine';

// A session that only starts after the chat was ended is ended at once.
export function useChatSession(agentId: string) {
  const { t } = useTranslation();
  const user = useUser();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // The session the server has open for this panel, and a counter that every start and end
  // moves on, so that an answer arriving later can tell whether it is still wanted.
  const session = useRef<string | null>(null);
  const generation = useRef(0);

  // No toasts here: only a start still wanted reports its failure.
  const { mutateAsync: init } = useApiMutation({
    mutationFn: (request: CallInit<'/chatbot/init', 'post'>) => unwrap(api.POST('/chatbot/init', request)),
  });
  const { mutateAsync: message } = useApiMutation({
    mutationFn: (request: CallInit<'/chatbot/message', 'post'>) =>
      unwrap(api.POST('/chatbot/message', request)),
  });
  const { mutateAsync: end } = useApiMutation({
    mutationFn: (request: CallInit<'/chatbot/end', 'post'>) => unwrap(api.POST('/chatbot/end', request)),
  });

  const endSession = useCallback(
    (sessionId: string) => {
      end({ body: { sessionId } }).catch((error: unknown) => {
        console.error(`Ending test chat session ${sessionId} failed`, error);
      });
    },
    [end],
  );

  const start = useCallback(() => {
    if (state.phase !== 'inactive' || !user.id || !agentId) return;
    const mine = ++generation.current;
    dispatch({ type: 'start' });
    init({ body: { userId: user.id, agentId } }).then(
      ({ data }) => {
        if (generation.current !== mine) {
          endSession(data.sessionId);
          return;
        }
        session.current = data.sessionId;
        dispatch({ type: 'started', sessionId: data.sessionId, messages: data.messages });
      },
      (error: unknown) => {
        if (generation.current !== mine) return;
        console.error('Starting the test chat failed', error);
        dispatch({ type: 'startFailed' });
        notify('error', t('chatTest.startFailed'), errorMessage(error, '') || undefined);
      },
    );
  }, [state.phase, user.id, agentId, init, endSession, t]);

  const send = useCallback(
    (text: string): boolean => {
      const content = messageText(text);
      if (state.phase !== 'active' || content === null || !canSend(state, text)) return false;
      const { sessionId } = state;
      dispatch({ type: 'send', text: content, timestamp: new Date().toISOString() });
      message({ body: { sessionId, message: content } }).then(
        ({ data }) =>
          dispatch({ type: 'replied', sessionId, message: data.message, timestamp: data.timestamp }),
        (error: unknown) => {
          console.error('The test chat message failed', error);
          dispatch({ type: 'replyFailed', sessionId, timestamp: new Date().toISOString() });
        },
      );
      return true;
    },
    [state, message],
  );

  const stop = useCallback(() => {
    generation.current += 1;
    const sessionId = session.current;
    session.current = null;
    if (sessionId) endSession(sessionId);
    dispatch({ type: 'end' });
  }, [endSession]);

  // Closing the panel (unmount) or switching to another agent ends the session.
  const leave = useEffectEvent(stop);
  useEffect(() => () => leave(), [agentId]);

  return {
    state,
    canStart: state.phase === 'inactive' && Boolean(user.id) && Boolean(agentId),
    start,
    send,
    stop,
  };
}
