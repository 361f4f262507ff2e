import { lazy, type ComponentType } from 'react';

/**
 * A component a module exports by name, drawn lazily; `preload` asks for its chunk ahead of the
 * first render.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  const preload = () => load().then((module) => ({ default: module[name] }));
  return Object.assign(lazy(preload), { preload });
}
