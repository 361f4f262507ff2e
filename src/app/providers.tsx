import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Toaster } from '@/components/toaster';

// Toasts draw with Chakra, which loads after the first paint (see chakra-root.tsx).
const ChakraRoot = lazy(() => import('./chakra-root').then(({ ChakraRoot: Root }) => ({ default: Root })));

interface Props {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <ChakraRoot>
          <Toaster />
        </ChakraRoot>
      </Suspense>
    </QueryClientProvider>
  );
}
