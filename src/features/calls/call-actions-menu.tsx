import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { CorrectCallDrawer } from './correct-call-drawer-lazy';
import { lazyNamed } from '@/lib/lazy-named';

export type CallAction = 'correct' | 'feedback' | 'export' | 'delete';
export const actions: readonly CallAction[] = ['correct', 'feedback', 'export', 'delete'];

// The menu's code (Ark's menu, its positioning and dismissal) comes when a row's button is
// approached, not with the screen.
const ActionsMenu = lazyNamed(() => import('./call-actions-menu-view'), 'ActionsMenu');

export interface CallActionsMenuProps {
  callId: string;
  /** The trigger's name ("Actions for the call with …"), translated by the table once for all rows. */
  label: string;
  /** Live calls (ringing, in progress) cannot be deleted. */
  canDelete: boolean;
  onAction: (action: CallAction) => void;
}

/**
 * Plain until its menu is first used: a menu per row would slow scrolling through thousands, and
 * so would a styled component per row (a style computation each). Its look comes from the table's
 * styles (`[data-row-menu]` in call-log-table.tsx).
 */
export function CallActionsMenu(props: CallActionsMenuProps) {
  const { callId } = props;
  // The table reuses a row for another call as it scrolls: the menu is armed for one call only,
  // and focus on the row's button goes to the table rather than pass to the next call's button.
  const [armedFor, setArmedFor] = useState<string | null>(null);
  if (armedFor !== null && armedFor !== callId) setArmedFor(null);
  const button = useRef<HTMLButtonElement>(null);
  const shown = useRef(callId);
  useLayoutEffect(() => {
    if (shown.current === callId) return;
    shown.current = callId;
    if (button.current && button.current === document.activeElement) {
      button.current.closest<HTMLElement>('[data-row-scroller]')?.focus();
    }
  }, [callId]);

  const plain = (
    <button
      ref={button}
      type="button"
      data-row-menu=""
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={props.label}
      onPointerEnter={() => void ActionsMenu.preload()}
      onFocus={() => void ActionsMenu.preload()}
      onClick={() => {
        setArmedFor(callId);
        void CorrectCallDrawer.preload();
      }}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="5" cy="12" r="1" />
        <circle cx="12" cy="12" r="1" />
        <circle cx="19" cy="12" r="1" />
      </svg>
    </button>
  );
  if (armedFor !== callId) return plain;
  return (
    <Suspense fallback={plain}>
      <ActionsMenu {...props} />
    </Suspense>
  );
}
