/** Runs `task` when the page is next idle (at the latest in 2 s); the returned function cancels it. */
export function whenIdle(task: () => void): () => void {
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

// A screen reader's "click" on a button fires click without pointerdown; typing fires input even
// where a keyboard is not in play (dictation, paste from a menu).
const FIRST_INPUT = ['pointerdown', 'keydown', 'click', 'input'] as const;

/** Runs `task` once, at the user's first input on the page; the returned function cancels it. */
export function onFirstInput(task: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_INPUT) window.removeEventListener(type, fire, true);
  };
  function fire() {
    stop();
    task();
  }
  for (const type of FIRST_INPUT) window.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}

/**
 * Resolves once the frame after now has been painted: an input's own change (a select's new value)
 * shows before the screen's work for it, which would otherwise hold that frame back.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
