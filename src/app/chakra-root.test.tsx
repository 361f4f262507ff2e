import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { notify } from '@/components/toaster';
import { ChakraRoot } from './chakra-root';
import { Providers } from './providers';

// The theme's page-wide styles are a stylesheet (chakra-global.gen.css): no root inserts them again.
const globalStyles = () => document.querySelectorAll('style[data-emotion*="global"]').length;

it("toasts show beside a screen's Chakra root, once, and no root inserts global styles", async () => {
  render(
    <Providers queryClient={new QueryClient()}>
      <ChakraRoot>
        <p>signed-in screen</p>
      </ChakraRoot>
    </Providers>,
  );
  await screen.findByText('signed-in screen');
  expect(globalStyles()).toBe(0);

  notify('info', 'Call placed');
  expect(await screen.findByText('Call placed', {}, { timeout: 10_000 })).toBeTruthy();
  expect(document.querySelectorAll('[data-scope="toast"][data-part="group"]')).toHaveLength(1);
  expect(globalStyles()).toBe(0);
});
