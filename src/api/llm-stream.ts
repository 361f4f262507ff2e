import { env } from '@/config/env';
import { bearerToken } from '@/lib/session/session-store';
import type { components } from './llm.gen';

// The one exception to "only the typed clients call fetch": openapi-fetch reads whole bodies. No provider key
// is sent: `llmBaseUrl` is a proxy that adds it and serves signed-in users only, hence the user's token.
export type ChatCompletionRequest = components['schemas']['ChatCompletionRequest'];
export type ChatCompletionMessage = components['schemas']['ChatCompletionMessage'];

export class LlmStreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmStreamError';
  }
}

// A last event cut before its blank line still counts (SSE drops it), so a `[DONE]` cut that way still ends.
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

function providerMessage(value: unknown): string | undefined {
  if (!isRecord(value) || !isRecord(value['error'])) return undefined;
  const message = value['error']['message'];
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export type StreamEvent = { type: 'text'; text: string } | { type: 'done' } | { type: 'none' };

// Some providers report failures mid-stream as an `{ error }` event.
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

// For a provider that ignores `stream` and answers with a whole `chat.completion`.
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

const pageAddress = (): string | undefined =>
  'location' in globalThis ? globalThis.location.href : undefined;

// The user's token goes only to this origin or under the configured LLM base (the proxy that checks it).
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
  onText: (text: string) => void;
  signal?: AbortSignal;
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
}

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
