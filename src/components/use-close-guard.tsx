import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { LeaveGuard } from './leave-guard';

interface Preventable {
  preventDefault: () => void;
}

export interface CloseGuardOptions {
  onClose: () => void;
  submitting: boolean;
  /** Whether the form holds changes, when its owner knows; else any typing or choosing counts. */
  dirty?: boolean;
}

export interface CloseGuard {
  /** For the Dialog/Drawer root: Escape and a click beside it ask first when there are changes. */
  rootProps: {
    onEscapeKeyDown: (event: Preventable) => void;
    onPointerDownOutside: (event: Preventable) => void;
    onFocusOutside: (event: Preventable) => void;
  };
  /** For the content: notices the fields being changed (input and change events bubble up to it). */
  contentProps: { onInput: () => void; onChange: () => void };
  /** The form was sent: its owner may now close it or move on without asking. */
  onSubmitted: () => void;
  /** The questions themselves, to render beside the dialog. */
  guard: ReactNode;
}

/**
 * Keeps a modal form from being closed by accident once something was typed into it: Escape or a
 * click beside it asks "Discard changes?" first, and so does leaving the screen (a link, Back, a
 * reload). Cancel and the close button are deliberate and close at once.
 */
export function useCloseGuard({ onClose, submitting, dirty }: CloseGuardOptions): CloseGuard {
  const [typed, setTyped] = useState(false);
  const [sent, setSent] = useState(false);
  const [asking, setAsking] = useState(false);
  const changed = dirty ?? typed;

  // Read through a ref: the dialog keeps the outside handlers it was opened with.
  const changedNow = useRef(changed);
  useEffect(() => {
    changedNow.current = changed;
  }, [changed]);

  const markTyped = useCallback(() => {
    setTyped(true);
    setSent(false);
  }, []);
  const ask = useCallback((event: Preventable) => {
    if (!changedNow.current) return;
    event.preventDefault();
    setAsking(true);
  }, []);
  const stay = useCallback((event: Preventable) => {
    if (changedNow.current) event.preventDefault();
  }, []);

  return {
    rootProps: { onEscapeKeyDown: ask, onPointerDownOutside: ask, onFocusOutside: stay },
    contentProps: { onInput: markTyped, onChange: markTyped },
    onSubmitted: () => setSent(true),
    guard: (
      <>
        <DiscardChangesDialog
          open={asking}
          onKeep={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            onClose();
          }}
        />
        {/* After Save the owner closes the form or moves on; a failed save keeps the Escape question. */}
        <LeaveGuard when={changed && !sent && !submitting} />
      </>
    ),
  };
}
