import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { rateHistory } from './agent-rate-history';

const rate = (id: string, effectiveFrom: string): components['schemas']['AgentRate'] => ({
  id,
  agent: '6650a1f2c3d4e5f6bbbb0001',
  agentName: 'Dental Receptionist',
  company: '6650a1f2c3d4e5f6aaaa0001',
  pricePerMinute: 0.08,
  currency: 'USD',
  effectiveFrom,
  updatedAt: '2026-11-19T16:20:00Z',
});

const standings = (rates: ReturnType<typeof rate>[], day: string) =>
  rateHistory(rates, day).map(({ rate: r, standing }) => `${r.effectiveFrom} ${standing}`);

describe("an agent's rate history", () => {
  const rates = [rate('a', '2026-01-01'), rate('c', '2026-12-01'), rate('b', '2026-06-01')];

  it('lists the newest first, the first not in the future applying today', () => {
    expect(standings(rates, '2026-11-24')).toEqual([
      '2026-12-01 scheduled',
      '2026-06-01 current',
      '2026-01-01 past',
    ]);
  });

  it('applies a rate from its own day on', () => {
    expect(standings(rates, '2026-12-01')[0]).toBe('2026-12-01 current');
  });

  it('has no rate applying before the first one starts', () => {
    expect(standings(rates, '2025-12-31')).toEqual([
      '2026-12-01 scheduled',
      '2026-06-01 scheduled',
      '2026-01-01 scheduled',
    ]);
    expect(rateHistory([], '2026-11-24')).toEqual([]);
  });
});
