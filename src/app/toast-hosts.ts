import { useSyncExternalStore } from 'react';

// Which Chakra root draws the toasts. Each root inserts Chakra's global styles, and a second one
// on a signed-in screen made the browser restyle the whole page when it came (a 60 ms frame in
// the middle of scrolling the calls table). So the toasts live in a screen's own root when it has
// one, and a root of their own is made only where none is (the sign-in screen).
interface Host {
  id: string;
  forToasts: boolean;
}

let hosts: readonly Host[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function change(next: readonly Host[]) {
  hosts = next;
  for (const listener of listeners) listener();
}

export function addToastHost(id: string, forToasts: boolean): () => void {
  change([...hosts, { id, forToasts }]);
  return () => change(hosts.filter((host) => host.id !== id));
}

const current = () => (hosts.find((host) => !host.forToasts) ?? hosts[0])?.id;

export const useIsToastHost = (id: string) => useSyncExternalStore(subscribe, () => current() === id);

export const useScreenHasChakraRoot = () =>
  useSyncExternalStore(subscribe, () => hosts.some((host) => !host.forToasts));
