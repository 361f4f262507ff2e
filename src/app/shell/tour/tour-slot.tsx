import { useEffect, useState } from 'react';
import { deferredModule } from '@/lib/deferred-module';
import { startTourIfNew, useTour } from './tour-store';

// Not React.lazy: a failed load would take the shell down to the route's error screen with it.
const tour = deferredModule(() => import('./guided-tour'));

/**
 * Starts the tour on a first visit; the tour's code (a popover, its video) comes only when it is
 * shown. Once shown it stays mounted, so that closing it plays its exit.
 */
export function TourSlot({ autoStart }: { autoStart: boolean }) {
  const { open } = useTour();
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  const module = tour.useModule(shown);

  useEffect(() => {
    if (autoStart) startTourIfNew();
  }, [autoStart]);

  return module ? <module.GuidedTour /> : null;
}
