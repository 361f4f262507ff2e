import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { notify } from '@/components/toaster';
import { Providers } from './providers';

const chakraRootLoaded = vi.hoisted(() => vi.fn());
vi.mock('./chakra-root', async (importOriginal) => {
  chakraRootLoaded();
  return importOriginal();
});

const liveRegion = () => document.querySelector('[data-scope="toast"][data-part="group"]');

// The toaster keeps for the page's life whether it is mounted: one story, in order. (The live
// region's place before any toast, once the page is idle, is checked in e2e/shell-a11y.spec.ts.)
it('toasts load nothing with the screen, and one asked for before they mount is shown', async () => {
  render(
    <Providers queryClient={new QueryClient()}>
      <p>screen</p>
    </Providers>,
  );
  await screen.findByText('screen');
  expect(chakraRootLoaded).not.toHaveBeenCalled();
  expect(liveRegion()).toBeNull();

  notify('success', 'Agent saved', 'It is live now.');
  expect(await screen.findByText('Agent saved', {}, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByText('It is live now.')).toBeTruthy();
  expect(liveRegion()?.getAttribute('aria-live')).toBe('polite');
  expect(chakraRootLoaded).toHaveBeenCalledOnce();
});
