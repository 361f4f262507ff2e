import { useTranslation } from 'react-i18next';
import type { Call } from '../call-playback-queries';
import { slowestTurn } from './analysis-model';
import { useCallMetrics, useSignedIn } from './analysis-queries';
import { useLatencyText } from './use-latency-text';

/** The transcript line of the slowest agent turn and its mark; null without metrics or a session. */
export function useSlowestTurnMark(call: Call): { index: number; label: string } | null {
  const { t } = useTranslation();
  const latency = useLatencyText();
  const signedIn = useSignedIn();
  const { data } = useCallMetrics(call.id, signedIn);
  if (!signedIn || !data) return null;
  const slowest = slowestTurn(data.latency.turns, call);
  if (!slowest) return null;
  return {
    index: slowest.line,
    label: t('callSummary.analysis.latency.slowestMark', { time: latency(slowest.totalMs) }),
  };
}
