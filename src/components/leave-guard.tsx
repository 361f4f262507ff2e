import { useBlocker, useRouter, type AnyRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { isSessionCurrent } from '@/lib/session/session-store';
import { DiscardChangesDialog } from './discard-changes-dialog';

export interface LeaveGuardProps {
  /** There is unsaved work on the screen. */
  when: boolean;
  /** Called when the user chose to leave it (the work is then given up). */
  onDiscard?: () => void;
}

/**
 * Asks before the screen is left while `when` holds: a navigation inside the console gets the
 * console's question (Keep editing / Discard), a reload or a closed tab the browser's own. A
 * session that has ended (a 401, a sign-out, another user's sign-in in another tab) is never
 * held back: the console must move on to the login screen or the new identity.
 */
export function LeaveGuard(props: LeaveGuardProps) {
  // Forms are also drawn outside a router (in their own tests); there only the browser can ask.
  const router = useRouter({ warn: false }) as AnyRouter | null;
  return router ? <RouteLeaveGuard {...props} /> : <UnloadGuard when={props.when} />;
}

function RouteLeaveGuard({ when, onDiscard }: LeaveGuardProps) {
  const shouldBlockFn = useCallback(() => isSessionCurrent(), []);
  const blocker = useBlocker({
    shouldBlockFn,
    enableBeforeUnload: isSessionCurrent,
    disabled: !when,
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <DiscardChangesDialog
      open
      onKeep={blocker.reset}
      onDiscard={() => {
        onDiscard?.();
        blocker.proceed();
      }}
    />
  );
}

function UnloadGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!isSessionCurrent()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return null;
}
