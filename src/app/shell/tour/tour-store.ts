import { useSyncExternalStore } from 'react';
import { readItem, storageKeys, writeItem } from '@/lib/session/storage';
import { tourSteps } from './tour-steps';

export interface TourState {
  open: boolean;
  step: number;
  /** Moves the focus in only when a person asked for the tour, not on the first visit. */
  focus: boolean;
}

let state: TourState = { open: false, step: 0, focus: false };
const listeners = new Set<() => void>();

function publish(next: TourState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const isTourSeen = (): boolean => Boolean(readItem(storageKeys.tourSeen));

export function startTour({ focus }: { focus: boolean }): void {
  publish({ open: true, step: 0, focus });
}

export function startTourIfNew(): void {
  if (!state.open && !isTourSeen()) startTour({ focus: false });
}

export function goToStep(step: number): void {
  const last = tourSteps.length - 1;
  publish({ open: true, step: Math.min(Math.max(step, 0), last), focus: true });
}

export function endTour(): void {
  writeItem(storageKeys.tourSeen, 'true');
  if (state.open) publish({ ...state, open: false });
}

export const getTourState = (): TourState => state;

export function useTour(): TourState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getTourState,
    getTourState,
  );
}
