import type { ReactNode } from 'react';

// Graded test results belong to the test zone, which this feature may not import: the route hands
// them in. The verdict is the test zone's own, restated here.
export type DraftTestsVerdict = 'unsupported' | 'loading' | 'none' | 'running' | 'passing' | 'failing';

export interface AgentTestSlots {
  runAll: ReactNode;
  draftResults: (revision: number, onVerdict: (verdict: DraftTestsVerdict) => void) => ReactNode;
}
