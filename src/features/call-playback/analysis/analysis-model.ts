import type { CallAnalysis, CallAnalysisField, CallMetrics } from '@/api/call-analysis';
import { numberFormat } from '@/lib/intl-cache';
import { linesFromTurns, parseLine, transcriptOf } from '../transcript';

export type CostKind = CallMetrics['parts'][number]['kind'];
export type TurnLatency = CallMetrics['latency']['turns'][number];
export type Stage = 'speechToTextMs' | 'modelMs' | 'speechMs';
export const STAGES: readonly Stage[] = ['speechToTextMs', 'modelMs', 'speechMs'];

export interface CostRow {
  kind: CostKind;
  /** Rounded to the cent, as `formatCost` shows it. */
  amount: number;
  /** Whole percent of the cost. */
  share: number;
}

export interface CostBreakdown {
  rows: CostRow[];
  total: number;
}

// Hands out `target` units over `values` by the largest remainder, so that the rounded figures add up
// to the rounded total instead of drifting a cent (or a percent) from it.
function apportion(values: readonly number[], target: number): number[] {
  const result = values.map((value) => Math.floor(value));
  let left = target - result.reduce((sum, value) => sum + value, 0);
  const byRemainder = values
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
    .map(({ index }) => index);
  // Only inconsistent data (parts that do not add up to the cost) needs more than one round.
  for (let round = 0; left !== 0 && round < 1000; round += 1) {
    const order = left > 0 ? byRemainder : [...byRemainder].reverse();
    for (const index of order) {
      if (left === 0) break;
      const value = result[index] ?? 0;
      if (left < 0 && value <= 0) continue;
      result[index] = value + Math.sign(left);
      left -= Math.sign(left);
    }
    if (order.length === 0 || (left < 0 && result.every((value) => value <= 0))) break;
  }
  return result;
}

// Float noise (0.0756 * 100 = 7.5600000000000005) would move a part across a rounding edge.
const inCents = (amount: number) => Math.round((Number.isFinite(amount) ? amount : 0) * 1e6) / 1e4;

/** The parts in cents, adding up exactly to the call's cost as the console shows it (2 decimals). */
export function costBreakdown(metrics: Pick<CallMetrics, 'cost' | 'parts'>): CostBreakdown {
  const cents = metrics.parts.map((part) => Math.max(0, inCents(part.amount)));
  const totalCents = Math.round(inCents(metrics.cost));
  const rounded = apportion(cents, totalCents);
  const sum = cents.reduce((total, value) => total + value, 0);
  const shares =
    sum > 0
      ? apportion(
          cents.map((value) => (value / sum) * 100),
          100,
        )
      : cents.map(() => 0);
  return {
    rows: metrics.parts.map((part, index) => ({
      kind: part.kind,
      amount: (rounded[index] ?? 0) / 100,
      share: shares[index] ?? 0,
    })),
    total: totalCents / 100,
  };
}

export function formatShare(share: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share / 100);
}

export interface Duration {
  unit: 'ms' | 's';
  value: string;
}

/** Under a second in whole milliseconds, from there in seconds with one decimal ("1.9 s"). */
export function formatLatency(ms: number, language: string): Duration {
  const value = Number.isFinite(ms) && ms > 0 ? ms : 0;
  if (value < 1000) return { unit: 'ms', value: numberFormat(language).format(Math.round(value)) };
  return {
    unit: 's',
    value: numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      value / 1000,
    ),
  };
}

export const turnTotal = (turn: Pick<TurnLatency, Stage>): number =>
  turn.speechToTextMs + turn.modelMs + turn.speechMs;

type TranscriptSource = Parameters<typeof transcriptOf>[0];

/**
 * Where a turn's line (its index among the call's transcript lines, as the metrics count them) is in
 * the transcript as shown, which leaves out empty lines ("assistant: null"); null when not shown.
 */
export function shownLineOf(call: TranscriptSource, turn: number): number | null {
  const kept =
    Array.isArray(call.turns) && call.turns.length > 0
      ? call.turns.map((entry) => linesFromTurns([entry]).length > 0)
      : (call.transcription ?? '').split(/\r\n|\r|\n/).map((line) => parseLine(line) !== null);
  if (!kept[turn]) return null;
  return kept.slice(0, turn).filter(Boolean).length;
}

export interface SlowestTurn {
  /** The turn's line in the transcript as shown (0-based). */
  line: number;
  totalMs: number;
}

/** The agent turn that took longest (its three stages added) among those shown, the first of equals. */
export function slowestTurn(turns: readonly TurnLatency[], call: TranscriptSource): SlowestTurn | null {
  let slowest: SlowestTurn | null = null;
  for (const turn of turns) {
    const totalMs = turnTotal(turn);
    if (slowest && totalMs <= slowest.totalMs) continue;
    const line = shownLineOf(call, turn.turn);
    if (line !== null) slowest = { line, totalMs };
  }
  return slowest;
}

export type FieldValue = CallAnalysis['values'][string];

export type ValueView = { kind: 'yes' | 'no' | 'notSaid' | 'missing' } | { kind: 'text'; text: string };

export function valueView(values: CallAnalysis['values'], name: string, language: string): ValueView {
  if (!Object.hasOwn(values, name)) return { kind: 'missing' };
  const value: FieldValue | undefined = values[name];
  if (value === null || value === undefined) return { kind: 'notSaid' };
  if (typeof value === 'boolean') return { kind: value ? 'yes' : 'no' };
  if (typeof value === 'number') return { kind: 'text', text: numberFormat(language).format(value) };
  return value.trim() ? { kind: 'text', text: value } : { kind: 'notSaid' };
}

export interface FieldRow {
  name: string;
  description: string | null;
  value: ValueView;
}

/**
 * The agent's fields in their order, then values of fields the agent no longer defines (found by an
 * earlier analysis: still what the call said).
 */
export function fieldRows(
  fields: readonly Pick<CallAnalysisField, 'name' | 'description'>[],
  values: CallAnalysis['values'],
  language: string,
): FieldRow[] {
  const defined = new Set(fields.map((field) => field.name));
  return [
    ...fields.map((field) => ({
      name: field.name,
      description: field.description.trim() || null,
      value: valueView(values, field.name, language),
    })),
    ...Object.keys(values)
      .filter((name) => !defined.has(name))
      .map((name) => ({ name, description: null, value: valueView(values, name, language) })),
  ];
}
