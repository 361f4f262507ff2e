import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

// The width comes from a ResizeObserver alone: its first report arrives after the frame's own
// layout and before its paint, so the chart is drawn at its real width in the first frame, without
// forcing the page's layout mid-commit as getBoundingClientRect in the layout effect did (that
// layout is mostly the frame's own, moved: Lighthouse did not tell the two apart).
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
