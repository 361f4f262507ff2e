import { describe, expect, it } from 'vitest';
import { cleanAgentText, linesFromTurns, parseLine, parseTranscript, transcriptOf } from './transcript';

describe('parseLine', () => {
  it('shows user: lines as the Customer, without the prefix', () => {
    expect(parseLine("user: Hi, I'd like to book a cleaning.")).toEqual({
      speaker: 'customer',
      text: "Hi, I'd like to book a cleaning.",
    });
  });

  it('shows assistant: lines as the agent, without the prefix', () => {
    expect(parseLine('assistant: Happy to help.')).toEqual({ speaker: 'agent', text: 'Happy to help.' });
  });

  it('shows tool: lines as the agent, without the prefix', () => {
    expect(parseLine('tool: booked')).toEqual({ speaker: 'agent', text: 'booked' });
  });

  it('shows a line without a prefix as the agent, as it is', () => {
    expect(parseLine('The caller hung up.')).toEqual({ speaker: 'agent', text: 'The caller hung up.' });
  });

  it('removes double quotes (straight and typographic) from agent lines but keeps apostrophes', () => {
    expect(parseLine('assistant: "You\'re all set," she said “today”.')).toEqual({
      speaker: 'agent',
      text: "You're all set, she said today.",
    });
    expect(parseLine('tool: {"booked": true, "provider": "Dr. Patel"}')?.text).toBe(
      '{booked: true, provider: Dr. Patel}',
    );
  });

  it('removes the word null from agent lines, only as a whole word', () => {
    expect(parseLine('tool: {"event": null, "nullable": "annulled"}')?.text).toBe(
      '{event: , nullable: annulled}',
    );
    expect(parseLine('assistant: NULL Null null')).toBeNull();
  });

  it('drops a line with nothing left to show', () => {
    expect(parseLine('assistant: null')).toBeNull();
    expect(parseLine('assistant: ""')).toBeNull();
    expect(parseLine('user:   ')).toBeNull();
    expect(parseLine('   ')).toBeNull();
    expect(parseLine('')).toBeNull();
  });

  it('reads prefixes whatever their case and leading spaces', () => {
    expect(parseLine('  User: hello')).toEqual({ speaker: 'customer', text: 'hello' });
    expect(parseLine('ASSISTANT : hi')).toEqual({ speaker: 'agent', text: 'hi' });
  });

  it('only strips the prefix at the start of a line', () => {
    expect(parseLine('assistant: the user: field is empty')?.text).toBe('the user: field is empty');
    expect(parseLine('user: assistant: test')?.text).toBe('assistant: test');
  });

  it('keeps the customer words as said (the rules for quotes and null are the agent lines)', () => {
    expect(parseLine('user: I said "null" twice')?.text).toBe('I said "null" twice');
  });

  it('keeps markup as plain text', () => {
    expect(parseLine('user: <img src=x onerror=alert(1)>')?.text).toBe('<img src=x onerror=alert(1)>');
    expect(parseLine('assistant: <script>alert("x")</script>')?.text).toBe('<script>alert(x)</script>');
  });
});

describe('parseTranscript', () => {
  it('turns every line into a bubble in order', () => {
    const lines = parseTranscript(
      'assistant: Hello, this is Ava.\nuser: Hi!\ntool: {"ok": true}\nassistant: null\nassistant: Bye.',
    );
    expect(lines).toEqual([
      { speaker: 'agent', text: 'Hello, this is Ava.' },
      { speaker: 'customer', text: 'Hi!' },
      { speaker: 'agent', text: '{ok: true}' },
      { speaker: 'agent', text: 'Bye.' },
    ]);
  });

  it('reads CRLF, CR and LF line ends and skips empty lines', () => {
    expect(parseTranscript('user: a\r\n\r\nassistant: b\rtool: c\n\n')).toEqual([
      { speaker: 'customer', text: 'a' },
      { speaker: 'agent', text: 'b' },
      { speaker: 'agent', text: 'c' },
    ]);
  });

  it('gives nothing for an empty, null or missing transcription', () => {
    expect(parseTranscript('')).toEqual([]);
    expect(parseTranscript(null)).toEqual([]);
    expect(parseTranscript(undefined)).toEqual([]);
    expect(parseTranscript('\n\r\n   \n')).toEqual([]);
  });

  it('handles a huge transcription', () => {
    const text = Array.from({ length: 100_000 }, (_, i) =>
      i % 2 ? `user: line ${i}` : `assistant: line ${i}`,
    ).join('\r\n');
    const lines = parseTranscript(text);
    expect(lines).toHaveLength(100_000);
    expect(lines[99_999]).toEqual({ speaker: 'customer', text: 'line 99999' });
  });

  it('handles a single enormous line', () => {
    const lines = parseTranscript(`assistant: ${'"null" '.repeat(50_000)}end`);
    expect(lines).toEqual([{ speaker: 'agent', text: 'end' }]);
  });
});

describe('cleanAgentText', () => {
  it('collapses the spaces left behind', () => {
    expect(cleanAgentText('  a  null   "b"  ')).toBe('a b');
  });
});

describe('linesFromTurns', () => {
  it('keeps the timing and applies the same rules', () => {
    expect(
      linesFromTurns([
        { role: 'assistant', text: '"Hello"', startMs: 400 },
        { role: 'user', text: ' Hi ', startMs: 6000 },
        { role: 'tool', text: 'tool: {"a": null}', startMs: 7000 },
        { role: 'assistant', text: 'null', startMs: 8000 },
      ]),
    ).toEqual([
      { speaker: 'agent', text: 'Hello', startMs: 400 },
      { speaker: 'customer', text: 'Hi', startMs: 6000 },
      { speaker: 'agent', text: '{a: }', startMs: 7000 },
    ]);
  });

  it('shows an unknown role as the agent and drops a broken offset', () => {
    expect(linesFromTurns([{ role: 'system', text: 'x', startMs: -5 }])).toEqual([
      { speaker: 'agent', text: 'x' },
    ]);
    expect(linesFromTurns([{ role: 'user', text: 'y', startMs: Number.NaN }])).toEqual([
      { speaker: 'customer', text: 'y' },
    ]);
  });
});

describe('transcriptOf', () => {
  it('prefers the timed turns and falls back to the transcription', () => {
    const turns = [{ role: 'user', text: 'timed', startMs: 1000 }];
    expect(transcriptOf({ transcription: 'user: plain', turns })).toEqual([
      { speaker: 'customer', text: 'timed', startMs: 1000 },
    ]);
    expect(transcriptOf({ transcription: 'user: plain', turns: [] })).toEqual([
      { speaker: 'customer', text: 'plain' },
    ]);
    expect(transcriptOf({ transcription: 'user: plain', turns: null })).toEqual([
      { speaker: 'customer', text: 'plain' },
    ]);
  });
});
