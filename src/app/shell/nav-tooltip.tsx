import { mergeProps } from '@chakra-ui/react';
import { cloneElement, lazy, Suspense, useState, type HTMLAttributes, type ReactElement } from 'react';

// Chakra's tooltip comes with the menus' chunk (shell-overlays.ts), which shares its positioning
// library, off every signed-in first paint. Until then the entry has none.
const NavTooltipView = lazy(() =>
  import('./shell-overlays').then((module) => ({ default: module.NavTooltipView })),
);

interface Props {
  content: string;
  /** The phone menu has none: there is no hover on touch. */
  disabled?: boolean;
  children: ReactElement<HTMLAttributes<HTMLElement>>;
}

/**
 * The sidebar's tooltips, to the right of their entry. The entry itself never sits under the lazy
 * tooltip: swapping it in would mount a new link under a pointer or focus already there, which
 * cancels the screen's preload on hover and drops the focus.
 */
export function NavTooltip({ content, disabled = false, children }: Props) {
  const [triggerProps, setTriggerProps] = useState<HTMLAttributes<HTMLElement>>({});
  if (disabled) return children;
  return (
    <>
      {cloneElement(children, mergeProps(children.props, triggerProps))}
      <Suspense fallback={null}>
        <NavTooltipView content={content} onTriggerProps={setTriggerProps} />
      </Suspense>
    </>
  );
}
