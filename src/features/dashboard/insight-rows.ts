import type { CallInsights } from '@/api/call-analysis';

export type InsightAgent = CallInsights['agents'][number];
export type InsightFigure = 'successRate' | 'avgCost' | 'avgFirstWordMs';

/** The agents that have the figure for the period (a rate needs analysed calls, a time a spoken call). */
export function agentsWith(agents: readonly InsightAgent[], figure: InsightFigure): InsightAgent[] {
  return agents.filter((agent) => agent[figure] !== null);
}

/** Milliseconds as seconds with one decimal, the unit people read latency in. */
export const seconds = (ms: number): number => Math.round(ms / 100) / 10;
