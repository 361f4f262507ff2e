import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { startTourIfNew, useTour } from './tour-store';

const GuidedTour = lazyNamed(() => import('./guided-tour'), 'GuidedTour');

/**
 * Starts the tour on a first visit; the tour's code (a popover, its video) comes only when it is
 * shown. Once shown it stays mounted, so that closing it plays its exit.
 */
export function TourSlot({ autoStart }: { autoStart: boolean }) {
  const { open } = useTour();
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);

  useEffect(() => {
    if (autoStart) startTourIfNew();
  }, [autoStart]);

  return shown ? (
    <Suspense fallback={null}>
      <GuidedTour />
    </Suspense>
  ) : null;
}
