import { env } from '@/config/env';
import { bearerToken } from '@/lib/session/session-store';
import type { components } from './llm.gen';

/**
 * The one call the console makes to the language-model provider: an OpenAI-compatible chat
 * completion with `stream: true`, read as server-sent events (`openapi/providers/llm.yaml`). It is
 * the one named exception to "only the typed clients call fetch": openapi-fetch reads whole bodies.
 * No provider key is sent: a deployment points `llmBaseUrl` at a proxy that adds it. The user's
 * own token is sent, so that the proxy serves signed-in users only (README, "Configuration").
 */
export type ChatCompletionRequest = components['schemas']['ChatCompletionRequest'];
export type ChatCompletionMessage = components['schemas']['ChatCompletionMessage'];

/** A failed generation: the provider's message when it gave one, and the HTTP status if any. */
export class LlmStreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmStreamError';
  }
}

/**
 * The `data` of each server-sent event of a body, as it arrives. A last event whose closing blank
 * line never came still counts (the SSE rules drop it), so a `[DONE]` cut that way still ends the
 * stream. Leaving the loop early cancels the body, which stops the connection.
 */
export async function* eventData(
  body: ReadableStream<BufferSource>,
): AsyncGenerator<string, void, undefined> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    // Loaded with the first generation, not with the prompt editor's first paint.
    const { createParser } = await import('eventsource-parser');
    const events: string[] = [];
    const parser = createParser({ onEvent: (event) => events.push(event.data) });
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(done ? '\n\n' : value);
      yield* events.splice(0);
      if (done) return;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The provider's error message in `{ error: { message } }`, if the value has one. */
function providerMessage(value: unknown): string | undefined {
  if (!isRecord(value) || !isRecord(value['error'])) return undefined;
  const message = value['error']['message'];
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** What one event of the stream means: more text, the end, or nothing to show. */
export type StreamEvent = { type: 'text'; text: string } | { type: 'done' } | { type: 'none' };

/**
 * Reads the `data` of one event: `[DONE]` ends the stream, a `chat.completion.chunk` carries
 * `choices[0].delta.content`, an `{ error }` object (some providers report failures mid-stream
 * this way) throws. Anything unreadable throws too.
 */
export function readStreamEvent(data: string): StreamEvent {
  if (data.trim() === '[DONE]') return { type: 'done' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    throw new LlmStreamError('The stream sent data that is not JSON');
  }
  const message = providerMessage(value);
  if (message !== undefined || (isRecord(value) && 'error' in value)) {
    throw new LlmStreamError(message ?? 'The provider reported an error');
  }
  if (!isRecord(value) || !Array.isArray(value['choices'])) {
    throw new LlmStreamError('The stream sent an unexpected event');
  }
  const [choice] = value['choices'] as unknown[];
  const delta = isRecord(choice) ? choice['delta'] : undefined;
  const content = isRecord(delta) ? delta['content'] : undefined;
  return typeof content === 'string' && content !== '' ? { type: 'text', text: content } : { type: 'none' };
}

/** The text of a whole (non-streamed) `chat.completion`, for a provider that ignores `stream`. */
function completionText(value: unknown): string {
  if (isRecord(value) && Array.isArray(value['choices'])) {
    const [choice] = value['choices'] as unknown[];
    const message = isRecord(choice) ? choice['message'] : undefined;
    const content = isRecord(message) ? message['content'] : undefined;
    if (typeof content === 'string') return content;
  }
  throw new LlmStreamError('The provider sent an unexpected answer');
}

async function errorOf(response: Response): Promise<LlmStreamError> {
  let message: string | undefined;
  try {
    message = providerMessage(await response.json());
  } catch {
    // Not JSON: keep the status text.
  }
  return new LlmStreamError(message ?? (response.statusText || `HTTP ${response.status}`), response.status);
}

/** The page's address; none outside a browser (Node, where the tests run). */
const pageAddress = (): string | undefined =>
  'location' in globalThis ? globalThis.location.href : undefined;

/**
 * Whether the user's token may go along to `url`: only to the console's own origin or under the
 * configured LLM base, the proxy that checks it. Any other address (a base passed by a caller,
 * a provider called directly) would receive a credential it has no business with.
 */
export function mayCarryToken(
  url: URL,
  configuredBase: string = env.llmBaseUrl,
  page: string | undefined = pageAddress(),
): boolean {
  if (page !== undefined && url.origin === new URL(page).origin) return true;
  let base: URL;
  try {
    base = new URL(configuredBase, page);
  } catch {
    return false;
  }
  const root = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return url.origin === base.origin && url.pathname.startsWith(root);
}

export interface StreamOptions {
  /** Called with each new piece of text as it arrives. */
  onText: (text: string) => void;
  /** Aborting stops the request; the promise then rejects with the abort reason. */
  signal?: AbortSignal;
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * Streams a chat completion: `onText` gets every piece as it arrives, and the promise resolves
 * with the whole text after `[DONE]`. It rejects with an LlmStreamError when the provider fails
 * (an error status, an error event, a stream cut before `[DONE]`), or with the abort reason.
 */
export async function streamChatCompletion(
  body: Omit<ChatCompletionRequest, 'stream'>,
  { onText, signal, baseUrl = env.llmBaseUrl, fetch: fetchImpl = (r) => globalThis.fetch(r) }: StreamOptions,
): Promise<string> {
  const url = new URL(`${baseUrl}/chat/completions`, pageAddress());
  const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'text/event-stream' });
  if (mayCarryToken(url)) {
    const token = bearerToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  const request = new Request(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...body, stream: true } satisfies ChatCompletionRequest),
    signal,
  });
  const response = await fetchImpl(request);
  if (!response.ok) throw await errorOf(response);

  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    const text = completionText(await response.json());
    if (text) onText(text);
    return text;
  }
  if (!response.body) throw new LlmStreamError('The provider sent an empty answer');

  let whole = '';
  for await (const data of eventData(response.body)) {
    const event = readStreamEvent(data);
    if (event.type === 'done') return whole;
    if (event.type === 'text') {
      whole += event.text;
      onText(event.text);
    }
  }
  throw new LlmStreamError('The stream ended before it was complete');
}
