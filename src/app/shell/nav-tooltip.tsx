import { lazy, Suspense, type ReactElement } from 'react';

// Chakra's tooltip comes with the menus' chunk (shell-overlays.ts), which shares its positioning
// library, off every signed-in first paint. Until then the entry has none.
const NavTooltipView = lazy(() =>
  import('./shell-overlays').then((module) => ({ default: module.NavTooltipView })),
);

interface Props {
  content: string;
  /** The phone menu has none: there is no hover on touch. */
  disabled?: boolean;
  children: ReactElement;
}

/** The sidebar's tooltips, to the right of their entry. */
export function NavTooltip({ content, disabled = false, children }: Props) {
  if (disabled) return children;
  return (
    <Suspense fallback={children}>
      <NavTooltipView content={content}>{children}</NavTooltipView>
    </Suspense>
  );
}
