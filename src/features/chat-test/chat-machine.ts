import type { components } from '@/api/schema.gen';

export type ChatMessage = components['schemas']['ChatMessage'];

export interface ChatBubble extends ChatMessage {
  failed?: boolean;
}

// spec §4-5: a message goes only with non-blank text, in a session, and not while a reply is awaited.
export type ChatState =
  | { phase: 'inactive' }
  | { phase: 'starting' }
  | { phase: 'active'; sessionId: string; messages: ChatBubble[]; waiting: boolean };

export type ChatEvent =
  | { type: 'start' }
  | { type: 'started'; sessionId: string; messages: readonly ChatMessage[] }
  | { type: 'startFailed' }
  | { type: 'send'; text: string; timestamp: string }
  | { type: 'replied'; sessionId: string; message: string; timestamp: string }
  | { type: 'replyFailed'; sessionId: string; timestamp: string }
  | { type: 'end' };

export const initialChatState: ChatState = { phase: 'inactive' };

export function messageText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

export function canSend(state: ChatState, text: string): boolean {
  return state.phase === 'active' && !state.waiting && messageText(text) !== null;
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'start':
      return state.phase === 'inactive' ? { phase: 'starting' } : state;
    case 'started':
      // A session that comes back after End Test is not this chat's any more.
      return state.phase === 'starting'
        ? { phase: 'active', sessionId: event.sessionId, messages: [...event.messages], waiting: false }
        : state;
    case 'startFailed':
      return state.phase === 'starting' ? initialChatState : state;
    case 'send': {
      const text = messageText(event.text);
      if (state.phase !== 'active' || state.waiting || text === null) return state;
      const message: ChatBubble = { role: 'user', content: text, timestamp: event.timestamp };
      return { ...state, messages: [...state.messages, message], waiting: true };
    }
    case 'replied':
    case 'replyFailed': {
      // Only the reply awaited in this session counts (not one of an ended session).
      if (state.phase !== 'active' || !state.waiting || state.sessionId !== event.sessionId) return state;
      const reply: ChatBubble =
        event.type === 'replied'
          ? { role: 'agent', content: event.message, timestamp: event.timestamp }
          : { role: 'agent', content: '', timestamp: event.timestamp, failed: true };
      return { ...state, messages: [...state.messages, reply], waiting: false };
    }
    case 'end':
      return initialChatState;
  }
}
