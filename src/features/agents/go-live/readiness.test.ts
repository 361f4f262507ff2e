import { describe, expect, it } from 'vitest';
import { agent } from '../agent-fixtures.testing';
import { needsReadiness, readinessGaps, statusMoves } from './readiness';

const voiceIds = [agent.voice];
const ready = { agent, voiceIds, invalidFunctions: [] };

describe('the readiness check before going live', () => {
  it('passes a complete inbound agent', () => {
    expect(readinessGaps(ready)).toEqual([]);
  });

  it('asks for a global prompt unless sections can be composed', () => {
    const bare = { ...agent, global_prompt: '  \n', policies: [], rules: [], objectives: [], products: [] };
    expect(readinessGaps({ ...ready, agent: bare })).toEqual([{ kind: 'prompt' }]);
    expect(readinessGaps({ ...ready, agent: { ...bare, rules: agent.rules } })).toEqual([]);
  });

  it('asks for a voice the library still has', () => {
    expect(readinessGaps({ ...ready, voiceIds: ['6650a1f2c3d4e5f655550009'] })).toEqual([{ kind: 'voice' }]);
  });

  it('asks inbound agents only for a phone number', () => {
    const unnumbered = { ...agent, inboundNumber: null };
    expect(readinessGaps({ ...ready, agent: unnumbered })).toEqual([{ kind: 'inboundNumber' }]);
    expect(readinessGaps({ ...ready, agent: { ...unnumbered, direction: 'outbound' } })).toEqual([]);
  });

  it('names the functions whose forms are not valid', () => {
    expect(readinessGaps({ ...ready, invalidFunctions: ['book', 'lookup'] })).toEqual([
      { kind: 'functions', names: ['book', 'lookup'] },
    ]);
  });

  it('lists every gap at once, in the order of the editor', () => {
    const empty = {
      ...agent,
      global_prompt: '',
      policies: [],
      rules: [],
      objectives: [],
      products: [],
      inboundNumber: null,
    };
    expect(
      readinessGaps({ agent: empty, voiceIds: [], invalidFunctions: ['x'] }).map((gap) => gap.kind),
    ).toEqual(['prompt', 'voice', 'inboundNumber', 'functions']);
  });
});

describe('the status moves an agent offers', () => {
  it('goes draft → active → paused and back', () => {
    expect(statusMoves('draft')).toEqual(['goLive']);
    expect(statusMoves('active')).toEqual(['pause', 'toDraft']);
    expect(statusMoves('paused')).toEqual(['resume', 'toDraft']);
  });

  it('offers a way out of a status it does not know', () => {
    expect(statusMoves(undefined)).toEqual(['goLive', 'toDraft']);
    expect(statusMoves('archived')).toEqual(['goLive', 'toDraft']);
  });

  it('checks readiness only on the way to active', () => {
    expect(needsReadiness('goLive')).toBe(true);
    expect(needsReadiness('resume')).toBe(true);
    expect(needsReadiness('pause')).toBe(false);
    expect(needsReadiness('toDraft')).toBe(false);
  });
});
