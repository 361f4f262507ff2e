import { lazyNamed } from '@/lib/lazy-named';

// The correction is a form of forms/ (RJSF and its validator, about 100 KiB): a chunk of its own,
// asked for when a row's menu is first opened, so that it opens at once from there. Not when the
// screen shows, nor when it is first idle: both are just after the rows paint, and a filter
// changed then waited behind this code.
export const CorrectCallDrawer = lazyNamed(() => import('./correct-call-drawer'), 'CorrectCallDrawer');
