import type { ChatCompletionRequest } from '@/api/llm-stream';
import { promptInstruction } from './prompt-instruction';

/** Settings of the prompt generator (spec, section 9). */
export const GENERATION_TEMPERATURE = 0.7;
export const GENERATION_MAX_TOKENS = 1000;

/**
 * The chat completion request of AI Generate: one system message (the built-in instruction) and
 * one user message (the goal). `stream: true` is added by the stream reader.
 */
export function generationRequest(goal: string, model: string): Omit<ChatCompletionRequest, 'stream'> {
  return {
    model,
    messages: [
      { role: 'system', content: promptInstruction() },
      { role: 'user', content: goal },
    ],
    temperature: GENERATION_TEMPERATURE,
    max_tokens: GENERATION_MAX_TOKENS,
  };
}
