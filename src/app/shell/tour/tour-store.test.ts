import { afterEach, describe, expect, it } from 'vitest';
import { findTourAnchor, tourSteps } from './tour-steps';
import { endTour, getTourState, goToStep, isTourSeen, startTour, startTourIfNew } from './tour-store';

afterEach(() => {
  endTour();
  localStorage.clear();
});

describe('the guided tour', () => {
  it('has the three steps of the spec, the agent one with its video', () => {
    expect(tourSteps.map((step) => step.key)).toEqual(['billing', 'agent', 'contact']);
    expect(tourSteps.find((step) => step.key === 'agent')?.video).toBe(true);
  });

  it('starts by itself only for a user who has not seen it, and remembers the end', () => {
    localStorage.clear();
    startTourIfNew();
    expect(getTourState()).toEqual({ open: true, step: 0, focus: false });
    endTour();
    expect(getTourState().open).toBe(false);
    expect(isTourSeen()).toBe(true);
    expect(localStorage.getItem('tourSeen')).toBe('true');
    startTourIfNew();
    expect(getTourState().open).toBe(false);
  });

  it('reopens on demand from the first step, and keeps the step within bounds', () => {
    localStorage.setItem('tourSeen', 'true');
    startTour({ focus: true });
    expect(getTourState()).toEqual({ open: true, step: 0, focus: true });
    goToStep(5);
    expect(getTourState().step).toBe(tourSteps.length - 1);
    goToStep(-1);
    expect(getTourState().step).toBe(0);
  });
});

describe('findTourAnchor', () => {
  it('falls back to the menu button when the step has no visible element', () => {
    document.body.innerHTML = '<button data-tour="menu">Menu</button><a data-tour="agent">Agent</a>';
    // jsdom lays nothing out: give the menu button a box, leave the agent link without one.
    const menu = document.querySelector<HTMLElement>('[data-tour="menu"]');
    if (!menu) throw new Error('no menu');
    menu.getClientRects = () => [new DOMRect(0, 0, 40, 40)] as unknown as DOMRectList;
    expect(findTourAnchor('agent')).toBe(menu);
    document.body.innerHTML = '';
    expect(findTourAnchor('agent')).toBeNull();
  });
});
