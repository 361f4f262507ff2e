import type { components } from '@/api/schema.gen';

export type AgentAnalysis = components['schemas']['AgentAnalysis'];
export type AnalysisMetrics = components['schemas']['AgentAnalysisMetrics'];
export type AnalysisRow = components['schemas']['AgentAnalysisRow'];
export type CallDurationSummary = components['schemas']['CallDurationSummary'];

/** A count from the server as a safe, non-negative finite number (0 otherwise). */
export const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

export interface Kpis {
  calls: number;
  minutes: number;
  /** In the currency of the analysis (`AgentAnalysis.currency`), before any conversion. */
  spend: number;
  answeredCalls: number;
  /**
   * Success rate, in percent (0 to 100), or null when the period has no calls. A call succeeds
   * when a person spoke with the agent: the contract's `answeredCalls` (not voicemail, no answer,
   * or a hang-up before the greeting). Computed from the counts, answered / calls, rather than
   * read from `answerRate`, so that it always agrees with the figures shown beside it; answered
   * counts above the number of calls are capped at 100 %.
   */
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

/** The outcomes a call can end in, in the order the chart stacks them. */
export const OUTCOMES = ['booked', 'transferred', 'otherAnswered', 'notAnswered'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface AgentOutcomes {
  /** The agent's id; a fallback key when the row carries none. */
  key: string;
  /** The agent's name; null when the server sent none. */
  name: string | null;
  calls: number;
  outcomes: Record<Outcome, number>;
}

/**
 * Splits each agent's calls into outcomes that add up to its calls: appointments booked,
 * transfers, other answered calls, and calls nobody answered. Inconsistent counts (more bookings
 * than answered calls, ...) are capped so that no part is negative and the sum stays `calls`.
 */
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
