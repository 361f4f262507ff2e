import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearViolations,
  errorViolations,
  recordViolation,
  RECENT_VIOLATIONS,
  subscribeViolations,
  violationsSnapshot,
} from './contract-violations';

const violation = (n: number) => ({ method: 'GET', path: `/agents/${n}/`, message: `broken ${n}` });

afterEach(() => clearViolations());

describe('the sl-violations header', () => {
  it('gives the messages of the errors, with where they are', () => {
    const header = JSON.stringify([
      { location: ['response', 'body', 'data'], severity: 'Warning', code: 'x', message: 'odd' },
      { location: ['response', 'body', 'data'], severity: 'Error', code: 'type', message: 'must be array' },
      { location: ['request', 'query'], severity: 0, message: 'must have required property "q"' },
    ]);
    expect(errorViolations(header)).toEqual([
      'response.body.data: must be array',
      'request.query: must have required property "q"',
    ]);
  });

  it('gives nothing for warnings only, no header or a header that is not a list', () => {
    expect(errorViolations(JSON.stringify([{ severity: 'Warning', message: 'odd' }]))).toEqual([]);
    expect(errorViolations(null)).toEqual([]);
    expect(errorViolations('')).toEqual([]);
    expect(errorViolations('{"severity":"Error"}')).toEqual([]);
    expect(errorViolations('not json')).toEqual([]);
  });

  it('still finds the first error in a header Prism cut short', () => {
    const cut =
      'Too many violations! [{"location":["response"],"severity":"Error","message":"must be \\"x\\""},{"loc';
    expect(errorViolations(cut)).toEqual(['must be "x"']);
    expect(errorViolations('Too many violations! [{"severity":"Warning","message":"odd"},{"lo')).toEqual([]);
    const warningFirst =
      'Too many violations! [{"severity":"Warning","message":"odd"},{"severity":"Error","message":"bad"},{"';
    expect(errorViolations(warningFirst)).toEqual(['bad']);
  });
});

describe('the violations store', () => {
  it('counts every violation and keeps the latest few, newest first', () => {
    for (let n = 1; n <= RECENT_VIOLATIONS + 2; n += 1) recordViolation(violation(n));
    const { count, recent } = violationsSnapshot();
    expect(count).toBe(RECENT_VIOLATIONS + 2);
    expect(recent).toHaveLength(RECENT_VIOLATIONS);
    expect(recent[0]).toEqual(violation(RECENT_VIOLATIONS + 2));
  });

  it('tells its subscribers of a change and keeps the same snapshot otherwise', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeViolations(listener);
    const before = violationsSnapshot();
    expect(violationsSnapshot()).toBe(before);
    recordViolation(violation(1));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(violationsSnapshot()).not.toBe(before);
    clearViolations();
    clearViolations();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(violationsSnapshot()).toEqual({ count: 0, recent: [] });
    unsubscribe();
    recordViolation(violation(2));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
