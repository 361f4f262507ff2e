// @vitest-environment node
// (Node's Request only takes Node's AbortSignal, which jsdom replaces.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  eventData,
  LlmStreamError,
  mayCarryToken,
  readStreamEvent,
  streamChatCompletion,
} from './llm-stream';

const chunk = (content: string, extra = '') =>
  `data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1795280652,"model":"gpt-4o","choices":[{"index":0,"delta":{"content":${JSON.stringify(content)}},"finish_reason":null}]}${extra}\n\n`;

const pieces = ['## Role\nYou are Ava', ', the receptionist', ' of BrightSmile – “Dental” ✓.'];
const full = pieces.join('');
const body = [
  ': keep-alive comment\n\n',
  'data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1795280652,"model":"gpt-4o","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}\n\n',
  ...pieces.map((piece) => chunk(piece)),
  'data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1795280652,"model":"gpt-4o","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n',
  'data: [DONE]\n\n',
].join('');

const encoder = new TextEncoder();

const bodyOf = (chunks: Uint8Array<ArrayBuffer>[]) =>
  new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      chunks.forEach((c) => controller.enqueue(c));
      controller.close();
    },
  });

function cutBytes(text: string, cuts: number[]): Uint8Array<ArrayBuffer>[] {
  const bytes = encoder.encode(text);
  const ends = [...cuts, bytes.length];
  return ends.map((end, i) => bytes.slice(i === 0 ? 0 : ends[i - 1], end));
}

async function parseCut(text: string, cuts: number[]): Promise<string[]> {
  const out: string[] = [];
  for await (const data of eventData(bodyOf(cutBytes(text, cuts)))) out.push(data);
  return out;
}

const textOf = (events: string[]) =>
  events
    .map(readStreamEvent)
    .map((event) => (event.type === 'text' ? event.text : ''))
    .join('');

describe('the events of a stream', () => {
  it('are the data of each event, comments skipped', async () => {
    const whole = await parseCut(body, []);
    expect(whole).toHaveLength(6);
    expect(whole.at(-1)).toBe('[DONE]');
    expect(textOf(whole)).toBe(full);
  });

  it('are the same however the bytes are cut, inside characters and CRLF line ends too', async () => {
    const whole = await parseCut(body, []);
    const length = encoder.encode(body).length;
    for (let at = 0; at <= length; at += 1) {
      expect(await parseCut(body, [at])).toEqual(whole);
    }
    expect(
      await parseCut(
        body,
        Array.from({ length }, (_, i) => i),
      ),
    ).toEqual(whole);
    const crlf = body.replace(/\n/g, '\r\n');
    const crlfLength = encoder.encode(crlf).length;
    for (let at = 0; at + 3 <= crlfLength; at += 7) {
      expect(await parseCut(crlf, [at, at + 1, at + 3])).toEqual(whole);
    }
    expect(
      await parseCut(
        crlf,
        Array.from({ length: crlfLength }, (_, i) => i),
      ),
    ).toEqual(whole);
  });

  it('join multi-line data, read "data:" without a space and a last event without a blank line', async () => {
    expect(await parseCut('data: a\ndata:b\n\nevent: x\ndata: c', [])).toEqual(['a\nb', 'c']);
    expect(await parseCut('\r\r', [1])).toEqual([]);
    expect(await parseCut('data: x\r\rdata: y\r\n\r\n', [8])).toEqual(['x', 'y']);
    expect(await parseCut('data: [DONE]\r', [])).toEqual(['[DONE]']);
  });
});

describe('reading one event', () => {
  it('tells [DONE], text and empty deltas apart', () => {
    expect(readStreamEvent('[DONE]')).toEqual({ type: 'done' });
    expect(readStreamEvent('{"choices":[{"index":0,"delta":{"content":"Hi"}}]}')).toEqual({
      type: 'text',
      text: 'Hi',
    });
    expect(readStreamEvent('{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}')).toEqual({
      type: 'none',
    });
  });

  it('throws on an error event (with its message), on bad JSON and on an unknown shape', () => {
    expect(() => readStreamEvent('{"error":{"message":"Rate limit reached","type":"requests"}}')).toThrow(
      new LlmStreamError('Rate limit reached'),
    );
    expect(() => readStreamEvent('{"error":"boom"}')).toThrow(LlmStreamError);
    expect(() => readStreamEvent('{not json')).toThrow(LlmStreamError);
    expect(() => readStreamEvent('{"object":"other"}')).toThrow(LlmStreamError);
  });
});

const baseUrl = 'http://llm.test';

function provider(chunks: Uint8Array<ArrayBuffer>[], init: ResponseInit = {}) {
  const requests: Request[] = [];
  const fetch = (request: Request) => {
    requests.push(request);
    return Promise.resolve(
      new Response(bodyOf(chunks), { headers: { 'Content-Type': 'text/event-stream' }, ...init }),
    );
  };
  return { fetch, requests };
}

const request = {
  model: 'gpt-4o',
  messages: [
    { role: 'system' as const, content: 'instruction' },
    { role: 'user' as const, content: 'goal' },
  ],
  temperature: 0.7,
  max_tokens: 1000,
};

describe('streaming a completion', () => {
  it('posts the request with stream: true and no key or token to a foreign address, and hands out the text as it arrives', async () => {
    const length = encoder.encode(body).length;
    // Cut inside the multi-byte characters too.
    const { fetch, requests } = provider(cutBytes(body, [5, 40, length - 30, length - 4]));
    const seen: string[] = [];
    const text = await streamChatCompletion(request, {
      baseUrl,
      fetch,
      onText: (piece) => seen.push(piece),
    });
    expect(text).toBe(full);
    expect(seen).toEqual(pieces);
    const [sent] = requests;
    expect(sent?.url).toBe('http://llm.test/chat/completions');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('Authorization')).toBeNull();
    expect(await sent?.json()).toEqual({ ...request, stream: true });
  });

  it('fails with the provider message on an error status', async () => {
    const { fetch } = provider(
      [encoder.encode('{"error":{"message":"Incorrect API key provided.","type":"invalid_request_error"}}')],
      { status: 401, headers: { 'Content-Type': 'application/json' } },
    );
    await expect(streamChatCompletion(request, { baseUrl, fetch, onText: () => undefined })).rejects.toEqual(
      new LlmStreamError('Incorrect API key provided.', 401),
    );
  });

  it('fails on an error event after some text, which the caller has already received', async () => {
    const { fetch } = provider([
      encoder.encode(chunk('Hello')),
      encoder.encode('data: {"error":{"message":"The server had an error"}}\n\n'),
    ]);
    const seen: string[] = [];
    await expect(
      streamChatCompletion(request, { baseUrl, fetch, onText: (piece) => seen.push(piece) }),
    ).rejects.toThrow('The server had an error');
    expect(seen).toEqual(['Hello']);
  });

  it('fails when the stream stops before [DONE]', async () => {
    const { fetch } = provider([encoder.encode(chunk('Hello'))]);
    await expect(streamChatCompletion(request, { baseUrl, fetch, onText: () => undefined })).rejects.toThrow(
      LlmStreamError,
    );
  });

  it('accepts a whole JSON completion from a provider that does not stream', async () => {
    const completion = {
      id: 'c',
      object: 'chat.completion',
      created: 1,
      model: 'gpt-4o',
      choices: [{ index: 0, message: { role: 'assistant', content: 'All at once' }, finish_reason: 'stop' }],
    };
    const { fetch } = provider([encoder.encode(JSON.stringify(completion))], {
      headers: { 'Content-Type': 'application/json' },
    });
    const seen: string[] = [];
    expect(await streamChatCompletion(request, { baseUrl, fetch, onText: (piece) => seen.push(piece) })).toBe(
      'All at once',
    );
    expect(seen).toEqual(['All at once']);
  });

  it('stops when aborted midway, rejecting with the abort reason', async () => {
    const controller = new AbortController();
    const fetch = (sent: Request) => {
      const stream = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(encoder.encode(chunk('First')));
          sent.signal.addEventListener('abort', () => stream.error(sent.signal.reason));
        },
      });
      return Promise.resolve(new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } }));
    };
    const seen: string[] = [];
    const done = streamChatCompletion(request, {
      baseUrl,
      fetch,
      signal: controller.signal,
      onText: (piece) => {
        seen.push(piece);
        controller.abort();
      },
    });
    await expect(done).rejects.toHaveProperty('name', 'AbortError');
    expect(seen).toEqual(['First']);
  });
});

describe("the user's token", () => {
  const token = 'header.payload.signature';
  const signedIn = () => {
    const items = new Map([['token', token]]);
    vi.stubGlobal('location', new URL('https://console.test/agent/prompt_editor?agentId=a1'));
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    });
  };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes as a bearer credential to the LLM proxy on the console’s own origin', async () => {
    signedIn();
    const { fetch, requests } = provider([encoder.encode(body)]);
    await streamChatCompletion(request, { baseUrl: '/llm', fetch, onText: () => undefined });
    expect(requests[0]?.url).toBe('https://console.test/llm/chat/completions');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('never goes to any other address', async () => {
    signedIn();
    const { fetch, requests } = provider([encoder.encode(body)]);
    await streamChatCompletion(request, {
      baseUrl: 'https://api.openai.example/v1',
      fetch,
      onText: () => undefined,
    });
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('goes to a configured proxy on another origin, under its base only', () => {
    const page = 'https://console.test/agents';
    const base = 'https://llm-proxy.test/v1';
    expect(mayCarryToken(new URL('https://llm-proxy.test/v1/chat/completions'), base, page)).toBe(true);
    expect(mayCarryToken(new URL('https://llm-proxy.test/v10/chat/completions'), base, page)).toBe(false);
    expect(mayCarryToken(new URL('https://llm-proxy.test/other/chat/completions'), base, page)).toBe(false);
    expect(mayCarryToken(new URL('https://evil.test/v1/chat/completions'), base, page)).toBe(false);
    expect(mayCarryToken(new URL('https://console.test/llm/chat/completions'), '/llm', page)).toBe(true);
  });
});
