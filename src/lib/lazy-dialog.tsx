import { lazy, Suspense, useState, type ComponentType } from 'react';
import { usePreloadWhenIdle } from './idle';

/**
 * A dialog with an `open` prop whose code comes once the page is idle after the screen's first
 * paint, not on it: Ark's dialog machinery (focus trap, dismissable layer, presence) was on the
 * prompt editor's first paint for dialogs drawn closed. It is drawn from its first opening on, so
 * that it animates its closing; opened before its code is there, it shows when the code comes.
 */
export function lazyDialog<Name extends string, Props extends { open: boolean }>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  const preload = () =>
    load().then((module): { default: ComponentType<Props> } => ({ default: module[name] }));
  const View = lazy(preload);
  function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    usePreloadWhenIdle(preload);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}
