import type { components } from '@/api/schema.gen';

/** A message of a test chat (spec, section 3): role user or agent, content, timestamp. */
export type ChatMessage = components['schemas']['ChatMessage'];

/** A shown message; `failed` marks the agent bubble standing for a reply that did not come. */
export interface ChatBubble extends ChatMessage {
  failed?: boolean;
}

/**
 * The Test LLM chat (spec, sections 4 and 5): inactive until Test starts a session, then active
 * with its messages. A message goes only with non-blank text, in an existing session, and not
 * while the agent's reply is awaited. End Test (or closing) ends it and clears the messages.
 */
export type ChatState =
  | { phase: 'inactive' }
  | { phase: 'starting' }
  | { phase: 'active'; sessionId: string; messages: ChatBubble[]; waiting: boolean };

export type ChatEvent =
  | { type: 'start' }
  /** The session exists; `messages` holds the agent's greeting, if it has one. */
  | { type: 'started'; sessionId: string; messages: readonly ChatMessage[] }
  | { type: 'startFailed' }
  | { type: 'send'; text: string; timestamp: string }
  | { type: 'replied'; sessionId: string; message: string; timestamp: string }
  | { type: 'replyFailed'; sessionId: string; timestamp: string }
  | { type: 'end' };

export const initialChatState: ChatState = { phase: 'inactive' };

/** The text a message sends: without the blank ends, or null when there is nothing but blanks. */
export function messageText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Whether `text` can be sent now. */
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
