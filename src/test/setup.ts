import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(async () => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // Zag's focus trap hands focus back on a zero-delay timer once a dialog closes or unmounts: it
  // must run while the test's document exists, not after the file's environment is torn down.
  if (!vi.isFakeTimers()) await new Promise((resolve) => setTimeout(resolve, 0));
});
