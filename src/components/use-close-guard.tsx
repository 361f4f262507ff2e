import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { LeaveGuard } from './leave-guard';

interface Preventable {
  preventDefault: () => void;
}

export interface CloseGuardOptions {
  onClose: () => void;
  submitting: boolean;
  dirty?: boolean;
}

export interface CloseGuard {
  rootProps: {
    onEscapeKeyDown: (event: Preventable) => void;
    onPointerDownOutside: (event: Preventable) => void;
    onFocusOutside: (event: Preventable) => void;
  };
  contentProps: { onInput: () => void; onChange: () => void };
  onSubmitted: () => void;
  guard: ReactNode;
}

// Cancel and the close button are deliberate: they close at once.
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
