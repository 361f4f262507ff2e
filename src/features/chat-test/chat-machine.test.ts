import { describe, expect, it } from 'vitest';
import {
  canSend,
  chatReducer,
  initialChatState,
  messageText,
  type ChatEvent,
  type ChatState,
} from './chat-machine';

const SESSION = '6650a1f2c3d4e5f6cece0001';
const greeting = {
  role: 'agent' as const,
  content: 'Thank you for calling BrightSmile Dental Group, this is Ava. How can I help you today?',
  timestamp: '2026-11-21T19:05:02Z',
};
const run = (events: ChatEvent[], from: ChatState = initialChatState) => events.reduce(chatReducer, from);
const active = () => run([{ type: 'start' }, { type: 'started', sessionId: SESSION, messages: [greeting] }]);

describe('messageText', () => {
  it('is null for blank text', () => {
    expect(messageText('')).toBeNull();
    expect(messageText('   ')).toBeNull();
    expect(messageText('\n\t \n')).toBeNull();
  });

  it('trims the ends and keeps the lines inside', () => {
    expect(messageText('  Hi there \n')).toBe('Hi there');
    expect(messageText('line one\nline two')).toBe('line one\nline two');
  });
});

describe('chatReducer', () => {
  it('is inactive until Test starts a session, then active with the greeting', () => {
    expect(initialChatState).toEqual({ phase: 'inactive' });
    const starting = chatReducer(initialChatState, { type: 'start' });
    expect(starting).toEqual({ phase: 'starting' });
    expect(chatReducer(starting, { type: 'start' })).toBe(starting);
    expect(active()).toEqual({ phase: 'active', sessionId: SESSION, messages: [greeting], waiting: false });
  });

  it('goes back to inactive when the session cannot start', () => {
    expect(run([{ type: 'start' }, { type: 'startFailed' }])).toEqual(initialChatState);
  });

  it('sends non-blank text only, in a session, one message at a time', () => {
    expect(canSend(initialChatState, 'Hello')).toBe(false);
    expect(canSend({ phase: 'starting' }, 'Hello')).toBe(false);
    expect(canSend(active(), '   ')).toBe(false);
    expect(canSend(active(), 'Hello')).toBe(true);

    expect(chatReducer(initialChatState, { type: 'send', text: 'Hello', timestamp: 't' })).toBe(
      initialChatState,
    );
    const blank = active();
    expect(chatReducer(blank, { type: 'send', text: ' \n ', timestamp: 't' })).toBe(blank);

    const waiting = chatReducer(active(), {
      type: 'send',
      text: ' Hi, a cleaning\nnext Tuesday? ',
      timestamp: '2026-11-21T19:05:14Z',
    });
    expect(waiting).toMatchObject({ phase: 'active', waiting: true });
    expect(waiting.phase === 'active' && waiting.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Hi, a cleaning\nnext Tuesday?',
      timestamp: '2026-11-21T19:05:14Z',
    });
    expect(canSend(waiting, 'More')).toBe(false);
    expect(chatReducer(waiting, { type: 'send', text: 'More', timestamp: 't' })).toBe(waiting);
  });

  it("adds the agent's reply and takes input again", () => {
    const state = run(
      [
        { type: 'send', text: 'Hi', timestamp: '2026-11-21T19:05:14Z' },
        {
          type: 'replied',
          sessionId: SESSION,
          message: 'I have 9:30 AM.',
          timestamp: '2026-11-21T19:05:19Z',
        },
      ],
      active(),
    );
    expect(state).toEqual({
      phase: 'active',
      sessionId: SESSION,
      waiting: false,
      messages: [
        greeting,
        { role: 'user', content: 'Hi', timestamp: '2026-11-21T19:05:14Z' },
        { role: 'agent', content: 'I have 9:30 AM.', timestamp: '2026-11-21T19:05:19Z' },
      ],
    });
  });

  it('shows a failed reply as an agent bubble marked failed', () => {
    const state = run(
      [
        { type: 'send', text: 'Hi', timestamp: '2026-11-21T19:05:14Z' },
        { type: 'replyFailed', sessionId: SESSION, timestamp: '2026-11-21T19:05:15Z' },
      ],
      active(),
    );
    expect(state.phase === 'active' && state.messages.at(-1)).toEqual({
      role: 'agent',
      content: '',
      timestamp: '2026-11-21T19:05:15Z',
      failed: true,
    });
    expect(state).toMatchObject({ waiting: false });
  });

  it('ignores replies nobody waits for and replies of another session', () => {
    const idle = active();
    expect(chatReducer(idle, { type: 'replied', sessionId: SESSION, message: 'x', timestamp: 't' })).toBe(
      idle,
    );
    const waiting = chatReducer(idle, { type: 'send', text: 'Hi', timestamp: 't' });
    expect(
      chatReducer(waiting, {
        type: 'replied',
        sessionId: '6650a1f2c3d4e5f6cece0002',
        message: 'x',
        timestamp: 't',
      }),
    ).toBe(waiting);
    expect(
      chatReducer(waiting, { type: 'replyFailed', sessionId: '6650a1f2c3d4e5f6cece0002', timestamp: 't' }),
    ).toBe(waiting);
  });

  it('ends and clears the messages on End Test, also while a reply is awaited', () => {
    const waiting = chatReducer(active(), { type: 'send', text: 'Hi', timestamp: 't' });
    const ended = chatReducer(waiting, { type: 'end' });
    expect(ended).toEqual(initialChatState);
    // The late reply of the ended session changes nothing.
    expect(chatReducer(ended, { type: 'replied', sessionId: SESSION, message: 'x', timestamp: 't' })).toBe(
      ended,
    );
  });

  it('ignores a session that starts after the chat was ended', () => {
    const ended = run([{ type: 'start' }, { type: 'end' }]);
    expect(chatReducer(ended, { type: 'started', sessionId: SESSION, messages: [] })).toBe(ended);
    expect(chatReducer(ended, { type: 'startFailed' })).toBe(ended);
  });
});
