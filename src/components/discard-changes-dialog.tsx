import { lazyDialog } from '@/lib/lazy-dialog';

export type { DiscardChangesDialogProps } from './discard-changes-view';

export const DiscardChangesDialog = lazyDialog(() => import('./discard-changes-view'), 'DiscardChangesView');
