import { describe, expect, it } from 'vitest';
import { generationRequest } from './generation-request';
import { dealershipRules, promptInstruction } from './prompt-instruction';

describe('the AI Generate request', () => {
  it('sends the model, temperature 0.7, 1000 tokens, one system and one user message (the goal)', () => {
    const goal = 'Book dental cleanings for BrightSmile Dental Group.';
    const request = generationRequest(goal, 'gpt-4o');
    expect(request).toEqual({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: promptInstruction() },
        { role: 'user', content: goal },
      ],
      temperature: 0.7,
      max_tokens: 1000,
    });
  });
});

describe('the built-in instruction', () => {
  const text = promptInstruction();

  it('states every scheduling constant of the sample dealership agent', () => {
    for (const part of [
      ':00, :15, :30, :45',
      'two open slots at a time',
      'next 10 days',
      'a colleague',
      'at least 3 business days out',
      'Monday to Saturday',
      'HOTEL',
      'SWAP for tires on rims',
      'MOUNT for tires off rims',
      '$55 per day',
      'opcode LOF, starting at $119.95',
      '3 free services a year',
      'within 5 km',
      'diesel, heavy-duty, GT-R vehicles',
      'default opcode CUST',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('resolves the shuttle radius to one value (5 km, not 15 km)', () => {
    expect(dealershipRules.shuttleRadiusKm).toBe(5);
    expect(text).not.toContain('15 km');
  });
});
