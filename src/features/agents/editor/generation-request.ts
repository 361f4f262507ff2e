import type { ChatCompletionRequest } from '@/api/llm-stream';
import { promptInstruction } from './prompt-instruction';

// The generator's settings are spec §9's.
export const GENERATION_TEMPERATURE = 0.7;
export const GENERATION_MAX_TOKENS = 1000;

// `stream: true` is the stream reader's to add.
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
