import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useIdle } from './idle';

/**
 * A dialog with an `open` prop whose code comes once the page is idle after the screen's first
 * paint, not on it: Ark's dialog machinery (focus trap, dismissable layer, presence) was on the
 * prompt editor's first paint for dialogs drawn closed. From then on it is drawn closed, as before;
 * opened sooner, it is drawn closed first and opened right after. Mounted already open just as
 * another dialog closed (Generate prompt, then "Replace the unsaved prompt?"), Ark's dialog closed
 * itself at once: global-prompt-card.test.tsx caught it.
 */
export function lazyDialog<Name extends string, Props extends { open: boolean }>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  const View = lazy(() =>
    load().then((module): { default: ComponentType<Props> } => ({ default: module[name] })),
  );
  function LazyDialog(props: Props) {
    const idle = useIdle();
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    const [drawn, setDrawn] = useState(false);
    if (!idle && !wanted) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} open={props.open && drawn} />
        <Drawn set={setDrawn} />
      </Suspense>
    );
  }
  return LazyDialog;
}

// Inside the dialog's Suspense boundary: its effect runs once the dialog has been drawn.
function Drawn({ set }: { set: (drawn: boolean) => void }) {
  useEffect(() => set(true), [set]);
  return null;
}
