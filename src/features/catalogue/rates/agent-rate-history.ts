import type { AgentRate } from '@/api/models/schemas';

export type RateStanding = 'scheduled' | 'current' | 'past';

// Days are `YYYY-MM-DD`, so they compare as text. The newest rate not after `day` applies.
export function rateHistory(
  rates: readonly AgentRate[],
  day: string,
): { rate: AgentRate; standing: RateStanding }[] {
  const newestFirst = [...rates].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  const current = newestFirst.findIndex((rate) => rate.effectiveFrom <= day);
  return newestFirst.map((rate, index) => ({
    rate,
    standing: current === -1 || index < current ? 'scheduled' : index === current ? 'current' : 'past',
  }));
}
