import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { loadView, Toaster, useToastsShown } from '@/components/toaster';
import { lazyNamed } from '@/lib/lazy-named';

// Toasts draw with Chakra, which loads after the first paint (chakra-root.tsx, toaster.tsx): in a
// root of their own, beside the screen's. When they mount: main.tsx.
const ChakraRoot = lazyNamed(() => import('./chakra-root'), 'ChakraRoot');
export const loadToasts = () => Promise.all([ChakraRoot.preload(), loadView()]);

interface Props {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: Props) {
  const toasts = useToastsShown();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <ChakraRoot>
            <Toaster />
          </ChakraRoot>
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
