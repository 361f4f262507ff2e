import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * What a person did to a control drawn before its code came (see `DeferredPart`), for the real
 * control to do again: it held the focus, or it was pressed.
 */
export interface Replay {
  focus: boolean;
  press: boolean;
}

export interface DeferredModule<M> {
  /** Asks for the module once, however often it is called; a failed load is asked again. */
  load: () => Promise<M>;
  /** The module once it has come; asks for it while `ask` is true (a failure is asked again next time). */
  useModule: (ask?: boolean) => M | undefined;
}

/**
 * A module asked for when something needs it rather than with the page's first paint, which
 * components can wait for without suspending (React.lazy would hand a failed load to the route's
 * error screen): `useModule` is undefined until it has come.
 */
export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const load = () =>
    (pending ??= importer().then(
      (loaded) => {
        module = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    load,
    useModule(ask = false) {
      useEffect(() => {
        if (ask) void load().catch(() => undefined);
      }, [ask]);
      return useSyncExternalStore(subscribe, () => module);
    },
  };
}

/** Props for the stand-in trigger: it records what the person does, and asks for the code. */
export interface StandInProps {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

interface DeferredPartProps<M> {
  module: DeferredModule<M>;
  /** The trigger alone, as the real part draws it, with `props` spread on the focusable element. */
  standIn: (props: StandInProps) => ReactNode;
  /** The real part, given what to replay on its trigger (`useReplay`). */
  children: (module: M, replay: Replay) => ReactNode;
}

interface Seen extends Replay {
  /**
   * A press under way (pointer or key down, click to come): the swap waits for its click, which
   * would otherwise go to a stand-in no longer in the page.
   */
  holding: boolean;
}

/**
 * A part that only works on input (a menu, a popover, a drawer): its trigger alone, `standIn`, is
 * drawn from the first paint, and the rest asked for when the person heads for it (the pointer
 * over it, the focus on it) or presses it. Not when the page is first idle: on the calls screen
 * that moment is just after the rows paint, and a filter changed then waited behind this code
 * (`npm run bench calls-table`: 236 ms against 122).
 *
 * Pressed before the code has come, the real trigger is pressed when it comes; focused, the real
 * trigger takes the focus, so a keyboard user does not lose their place when the two swap. Never in
 * the middle of a press: a menu opens on the pointer going down, and a click whose press went to the
 * stand-in would reach a trigger that ignores it.
 */
export function DeferredPart<M>({ module: deferred, standIn, children }: DeferredPartProps<M>) {
  const module = deferred.useModule();
  const [seen, setSeen] = useState<Seen>({ focus: false, press: false, holding: false });
  if (module && !seen.holding) return children(module, { focus: seen.focus, press: seen.press });
  // A failed load is not the person's to see: the next approach or press asks again.
  const load = () => void deferred.load().catch(() => undefined);
  const hold = (holding: boolean) => setSeen((current) => ({ ...current, holding }));
  return standIn({
    onPointerEnter: load,
    onPointerDown: () => {
      hold(true);
      load();
    },
    onPointerLeave: () => hold(false),
    onPointerCancel: () => hold(false),
    onKeyDown: (event) => {
      if (event.key === 'Enter' || event.key === ' ') hold(true);
    },
    onClick: () => {
      setSeen({ focus: true, press: true, holding: false });
      void deferred.load().catch(() => setSeen({ focus: true, press: false, holding: false }));
    },
    onFocus: () => {
      setSeen((current) => ({ ...current, focus: true }));
      load();
    },
    onBlur: () => setSeen((current) => ({ ...current, focus: false, holding: false })),
  });
}

/**
 * On the real trigger's first render, does what the person did to the stand-in. The press is a
 * click on the trigger itself, so the part opens exactly as on a person's click (a menu moves the
 * focus into its items, a drawer traps it).
 */
export function useReplay(trigger: RefObject<HTMLElement | null>, replay: Replay): void {
  const [first] = useState(replay);
  // Once: StrictMode runs an effect twice in development, and a second click closes the part.
  const done = useRef(false);
  useEffect(() => {
    const element = trigger.current;
    if (!element || done.current) return;
    done.current = true;
    if (first.focus || first.press) element.focus();
    if (first.press) element.click();
  }, [trigger, first]);
}
