import { afterEach, beforeAll, vi } from 'vitest';
import { loadContract } from './contract.mjs';
import { createEngine } from './engine.mjs';

// For the tests of time-driven resources: one engine per file, a scope per test, and the mock's
// clock (Date only: the engine works state out from timestamps, it sets no timers) moved by hand.
export function timedEngine(prefix, start, user) {
  let engine;
  let count = 0;
  beforeAll(async () => {
    engine = createEngine(await loadContract());
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  const at = (ms) => vi.setSystemTime(new Date(start.getTime() + ms));
  return {
    at,
    newScope() {
      vi.useFakeTimers({ toFake: ['Date'] });
      at(0);
      return `${prefix}-${(count += 1)}`;
    },
    call: (scope, operationId, request = {}) =>
      engine.handle(scope, operationId, { user, headers: {}, params: {}, query: {}, ...request }),
    exportScope: (scope) => engine.exportScope(scope),
  };
}
