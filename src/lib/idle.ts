// Safari has no requestIdleCallback.
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
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
