import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const chakraRootLoaded = vi.hoisted(() => vi.fn());
vi.mock('./chakra-root', async (importOriginal) => {
  chakraRootLoaded();
  return importOriginal();
});

// The toaster keeps whether it is mounted for the page's life: each test takes fresh modules.
async function renderProviders() {
  const { Providers } = await import('./providers');
  const toaster = await import('@/components/toaster');
  render(
    <Providers queryClient={new QueryClient()}>
      <p>screen</p>
    </Providers>,
  );
  await screen.findByText('screen');
  return toaster;
}

const liveRegion = () => document.querySelector('[data-scope="toast"][data-part="group"]');
const SLOW_IMPORT = { timeout: 10_000 };

describe('toasts', () => {
  beforeEach(() => {
    vi.resetModules();
    chakraRootLoaded.mockClear();
  });

  it('load nothing with the screen; mountToasts puts their live region in place', async () => {
    const { mountToasts } = await renderProviders();
    expect(chakraRootLoaded).not.toHaveBeenCalled();
    expect(liveRegion()).toBeNull();
    mountToasts();
    await waitFor(() => expect(liveRegion()).not.toBeNull(), SLOW_IMPORT);
    expect(liveRegion()?.getAttribute('aria-live')).toBe('polite');
    expect(chakraRootLoaded).toHaveBeenCalledOnce();
  });

  it('asked for before the mount are shown once it is there', async () => {
    const { notify } = await renderProviders();
    notify('success', 'Agent saved', 'It is live now.');
    expect(await screen.findByText('Agent saved', {}, SLOW_IMPORT)).toBeTruthy();
    expect(screen.getByText('It is live now.')).toBeTruthy();
  });
});
