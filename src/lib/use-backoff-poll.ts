import { useEffect, useRef, useState } from 'react';

export const POLL_MIN_MS = 5_000;
export const POLL_MAX_MS = 60_000;

export interface PollDelays {
  min?: number;
  max?: number;
}

export function nextDelay(
  current: number,
  changed: boolean,
  { min = POLL_MIN_MS, max = POLL_MAX_MS }: PollDelays = {},
) {
  return changed ? min : Math.min(current * 2, max);
}

const isVisible = () => document.visibilityState !== 'hidden';

export interface BackoffPollOptions extends PollDelays {
  enabled: boolean;
  poll: () => unknown;
  /** What the poll watches: a new value brings the delay back to `min`. */
  fingerprint: string;
}

/**
 * Polls while `enabled` and the tab is visible: after `min`, then each wait twice the last up to
 * `max` while the fingerprint stays the same. A hidden tab does not poll; coming back polls at once.
 */
export function useBackoffPoll({
  enabled,
  poll,
  fingerprint,
  min = POLL_MIN_MS,
  max = POLL_MAX_MS,
}: BackoffPollOptions) {
  const [visible, setVisible] = useState(isVisible);
  const pollRef = useRef(poll);
  const resetRef = useRef<() => void>(() => undefined);
  const resumed = useRef(false);

  useEffect(() => {
    pollRef.current = poll;
  });

  useEffect(() => {
    const onChange = () => {
      const now = isVisible();
      if (now) resumed.current = true;
      setVisible(now);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  useEffect(() => {
    resetRef.current();
  }, [fingerprint]);

  useEffect(() => {
    if (!enabled || !visible) return;
    let delay = min;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void tick(), delay);
    };
    const tick = async () => {
      // Doubled before the answer: a change it brings resets the delay while it is awaited.
      delay = nextDelay(delay, false, { min, max });
      try {
        await pollRef.current();
      } catch {
        // A failed poll shows through its query; the next one is still due.
      }
      if (alive) schedule();
    };
    resetRef.current = () => {
      delay = min;
      schedule();
    };
    if (resumed.current) {
      resumed.current = false;
      void tick();
    } else {
      schedule();
    }
    return () => {
      alive = false;
      clearTimeout(timer);
      resetRef.current = () => undefined;
    };
  }, [enabled, visible, min, max]);
}
