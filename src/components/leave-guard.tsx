import { useBlocker, useRouter, type AnyRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { isSessionCurrent } from '@/lib/session/session-store';
import { DiscardChangesDialog } from './discard-changes-dialog';

export interface LeaveGuardProps {
  when: boolean;
  onDiscard?: () => void;
}

// A session that has ended (a 401, a sign-out, another tab's sign-in) is never held back: the console
// must move on to the login screen or the new identity.
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
