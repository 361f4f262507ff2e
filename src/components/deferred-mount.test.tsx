import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeferredMount } from './deferred-mount';

// Outside act(): act would flush the deferred render together with the urgent one, and the test is
// about the two being apart.
const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
let container: HTMLElement;
let root: Root;

beforeEach(() => {
  actEnvironment = flags.IS_REACT_ACT_ENVIRONMENT;
  flags.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
  flags.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('DeferredMount', () => {
  it('commits the fallback first and the children in a later render', async () => {
    flushSync(() =>
      root.render(
        <DeferredMount fallback={<p>Loading</p>}>
          <p>Dashboard</p>
        </DeferredMount>,
      ),
    );
    expect(container.textContent).toBe('Loading');
    await waitFor(() => expect(container.textContent).toBe('Dashboard'));
  });

  it('renders new children at once after it has mounted', async () => {
    flushSync(() => root.render(<DeferredMount fallback={<p>Loading</p>}>Dashboard</DeferredMount>));
    await waitFor(() => expect(container.textContent).toBe('Dashboard'));
    flushSync(() => root.render(<DeferredMount fallback={<p>Loading</p>}>Calls</DeferredMount>));
    expect(container.textContent).toBe('Calls');
  });
});
