import type { components } from '@/api/schema.gen';

export type AgentAnalysis = components['schemas']['AgentAnalysis'];
export type AnalysisMetrics = components['schemas']['AgentAnalysisMetrics'];
export type AnalysisRow = components['schemas']['AgentAnalysisRow'];
export type CallDurationSummary = components['schemas']['CallDurationSummary'];

export const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

export interface Kpis {
  calls: number;
  minutes: number;
  /** In the currency of the analysis (`AgentAnalysis.currency`), before any conversion. */
  spend: number;
  answeredCalls: number;
  // `answeredCalls` / calls (a person spoke with the agent) rather than `answerRate`, so that it always
  // agrees with the figures beside it; capped at 100 %.
  successRate: number | null;
  avgDurationSeconds: number;
}

export function computeKpis(totals: AnalysisMetrics): Kpis {
  const calls = count(totals.calls);
  const answeredCalls = Math.min(count(totals.answeredCalls), calls);
  return {
    calls,
    minutes: count(totals.minutes),
    spend: count(totals.spend),
    answeredCalls,
    successRate: calls === 0 ? null : (answeredCalls / calls) * 100,
    avgDurationSeconds: count(totals.avgDurationSeconds),
  };
}

export const OUTCOMES = ['booked', 'transferred', 'otherAnswered', 'notAnswered'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface AgentOutcomes {
  key: string;
  name: string | null;
  calls: number;
  outcomes: Record<Outcome, number>;
}

/** Inconsistent counts (more bookings than answered, ...) are capped: no part negative, the sum `calls`. */
export function agentOutcomes(rows: readonly AnalysisRow[]): AgentOutcomes[] {
  return rows.map((row, index) => {
    const calls = count(row.calls);
    const answered = Math.min(count(row.answeredCalls), calls);
    const booked = Math.min(count(row.appointmentsBooked), answered);
    const transferred = Math.min(count(row.transfers), answered - booked);
    return {
      key: row.agent ?? `row-${index}`,
      name: typeof row.agentName === 'string' && row.agentName.trim() ? row.agentName : null,
      calls,
      outcomes: {
        booked,
        transferred,
        otherAnswered: answered - booked - transferred,
        notAnswered: calls - answered,
      },
    };
  });
}
