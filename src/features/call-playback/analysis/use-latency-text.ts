import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLatency } from './analysis-model';

/** Milliseconds as the reader says them: "820 ms", "1.9 s" ("1,9 s" in Spanish). */
export function useLatencyText(): (ms: number) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (ms: number) => {
      const { unit, value } = formatLatency(ms, language);
      return unit === 'ms'
        ? t('callSummary.analysis.latency.ms', { value })
        : t('callSummary.analysis.latency.s', { value });
    },
    [t, language],
  );
}
