import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { loadView, onToastsWanted, Toaster } from '@/components/toaster';

// Toasts draw with Chakra, which loads after the first paint (see chakra-root.tsx and toaster.tsx).
const loadRoot = () => import('./chakra-root');
const ChakraRoot = lazy(() => loadRoot().then(({ ChakraRoot: Root }) => ({ default: Root })));
export const loadToasts = () => Promise.all([loadRoot(), loadView()]);

interface Props {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: Props) {
  const [toasts, setToasts] = useState(false);
  // A transition: React renders Chakra's root in slices, between the user's input.
  useEffect(() => onToastsWanted(() => startTransition(() => setToasts(true))), []);
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
