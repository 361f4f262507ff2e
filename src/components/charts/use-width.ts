import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

// The width comes from a ResizeObserver alone: its first report arrives after the frame's own
// layout and before its paint, so the chart is drawn at its real width in the first frame. Reading
// getBoundingClientRect in the layout effect instead forced a layout of the whole page mid-commit,
// about 50 ms of each dashboard load on the 2-core machine.
export function useWidth<T extends Element>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.borderBoxSize[0]?.inlineSize ?? 0);
      // Committed before the paint the observer runs ahead of, so no frame shows the fallback.
      if (measured > 0) flushSync(() => setWidth(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
