// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems } from '@/test/contract';
import { checkNumber, isOngoing } from './test-call-model';

describe('checkNumber', () => {
  it('accepts an E.164 number, with the separators people type', () => {
    expect(checkNumber('+14155550123')).toEqual({ ok: true, number: '+14155550123' });
    expect(checkNumber(' +34 (612) 345-678 ')).toEqual({ ok: true, number: '+34612345678' });
    expect(checkNumber('+44.20.7946.0958')).toEqual({ ok: true, number: '+442079460958' });
  });

  it('asks for a number when there is none', () => {
    expect(checkNumber('   ')).toEqual({ ok: false, error: 'empty' });
  });

  it('refuses numbers without the country code, too short, too long or with letters', () => {
    for (const input of [
      '4155550123',
      '+0155550123',
      '+1415',
      '+1234567890123456',
      '+1415CALLME',
      '++14155550123',
    ]) {
      expect(checkNumber(input)).toEqual({ ok: false, error: 'format' });
    }
  });

  describe('against the contract', () => {
    beforeAll(() => contractPaths(), 60_000);

    it('gives numbers POST /calls/ takes', async () => {
      const check = checkNumber('+34 612 345 678');
      if (!check.ok) throw new Error('refused');
      const body = { agentId: '6650a1f2c3d4e5f6bbbb0001', to: check.number };
      expect(await requestProblems('post', '/calls/', body)).toBeNull();
    });
  });
});

describe('isOngoing', () => {
  it('is true while the call waits or is on the line, false once it ended', () => {
    expect([isOngoing('queued'), isOngoing('ringing'), isOngoing('in-progress')]).toEqual([true, true, true]);
    expect([isOngoing('completed'), isOngoing('no-answer'), isOngoing('failed')]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
