import type { Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * Gives the page a data set of its own on the mock, seeded from the contract's examples: under
 * the suite's MOCK_STATE=examples the shared data set never changes, while a named scope keeps
 * what the test creates, edits and deletes. The name holds the test's id and attempt, so that
 * tests running side by side, and a retry after a failure, each start from the seed. Call it
 * before the first navigation.
 */
export async function useOwnData(page: Page, prefix = 'round-trip'): Promise<string> {
  const { testId, retry, repeatEachIndex } = test.info();
  const scope = `${prefix}-${testId}-${repeatEachIndex}-${retry}`;
  await page.context().setExtraHTTPHeaders({ 'X-Mock-Scope': scope });
  return scope;
}

/** A short mark of the running test, to make the names a test creates its own. */
export const uniqueMark = (): string => test.info().testId.slice(-6);
