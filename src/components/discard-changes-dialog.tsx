import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { DiscardChangesDialogProps } from './discard-changes-view';

export type { DiscardChangesDialogProps } from './discard-changes-view';

const DiscardChangesView = lazyNamed(() => import('./discard-changes-view'), 'DiscardChangesView');

// Drawn closed while its owner is on the page, so that opening it is a state change: mounted already
// open just as another dialog closed (Generate prompt, then "Replace the unsaved prompt?"), Ark's
// dialog closed itself at once.
export function DiscardChangesDialog(props: DiscardChangesDialogProps) {
  return (
    <Suspense fallback={null}>
      <DiscardChangesView {...props} />
    </Suspense>
  );
}
