import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const OPEN_DELAY = 400;
const CLOSE_DELAY = 100;
const GUTTER = 8;

// One tooltip shows at a time, as with Ark's: the one that opens closes the one before.
let closeShown: (() => void) | null = null;

interface Place {
  top: number;
  left: number;
}

export interface NavTooltipProps {
  onMouseEnter: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
  onPointerDown: () => void;
  'aria-describedby': string | undefined;
}

/**
 * The sidebar's tooltips, always to the right of their entry. Hand-written rather than Chakra's
 * `Tooltip`: Ark's tooltip machine and the positioning library it brings (about 10 KiB gzip) would
 * be on every signed-in screen's first paint for a placement that never needs to flip. Opens on
 * hover after a pause and at once on keyboard focus, closes on leave, blur, a press or Escape, and
 * names itself as the entry's description while it shows, as Ark's does.
 */
export function useNavTooltip(content: string): { triggerProps: NavTooltipProps; tooltip: ReactNode } {
  const id = useId();
  const [place, setPlace] = useState<Place | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const styles = useSlotRecipe({ key: 'tooltip' })();

  const later = (delay: number, task: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(task, delay);
  };
  const [close] = useState(() => () => {
    clearTimeout(timer.current);
    setPlace(null);
  });
  const show = (element: HTMLElement, delay: number) =>
    later(delay, () => {
      const rect = element.getBoundingClientRect();
      if (closeShown !== close) closeShown?.();
      closeShown = close;
      setPlace({ top: rect.top + rect.height / 2, left: rect.right + GUTTER });
    });
  const hide = (delay: number) => later(delay, () => setPlace(null));

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (closeShown === close) closeShown = null;
    },
    [close],
  );
  useEffect(() => {
    if (!place) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    // Placed once, from where the entry was: a scroll would leave it beside another.
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', close, { capture: true });
    };
  }, [place, close]);

  return {
    triggerProps: {
      onMouseEnter: (event) => show(event.currentTarget, OPEN_DELAY),
      onMouseLeave: () => hide(CLOSE_DELAY),
      onFocus: (event) => {
        if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget, 0);
      },
      onBlur: () => hide(0),
      onPointerDown: () => hide(0),
      'aria-describedby': place ? id : undefined,
    },
    tooltip:
      place &&
      createPortal(
        <chakra.div
          role="tooltip"
          id={id}
          css={styles['content']}
          position="fixed"
          top={`${place.top}px`}
          left={`${place.left}px`}
          transform="translateY(-50%)"
          maxW="18rem"
          pointerEvents="none"
        >
          {content}
        </chakra.div>,
        document.body,
      ),
  };
}
