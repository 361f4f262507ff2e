import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { loadView, useToastsShown } from '@/components/toaster';
import { lazyNamed } from '@/lib/lazy-named';
import { useScreenHasChakraRoot } from './toast-hosts';

// Toasts draw with Chakra, which loads after the first paint (see chakra-root.tsx, toaster.tsx and
// toast-hosts.ts): in the screen's Chakra root, or in one of their own where the screen has none.
const ChakraRoot = lazyNamed(() => import('./chakra-root'), 'ChakraRoot');
export const loadToasts = () => Promise.all([ChakraRoot.preload(), loadView()]);

interface Props {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: Props) {
  const toasts = useToastsShown();
  const screenHasRoot = useScreenHasChakraRoot();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasts && !screenHasRoot && (
        <Suspense fallback={null}>
          <ChakraRoot forToasts />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
