import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { loadView, useToastsShown } from '@/components/toaster';
import { useScreenHasChakraRoot } from './toast-hosts';

// Toasts draw with Chakra, which loads after the first paint (see chakra-root.tsx, toaster.tsx and
// toast-hosts.ts): in the screen's Chakra root, or in one of their own where the screen has none.
const loadRoot = () => import('./chakra-root');
const ChakraRoot = lazy(() => loadRoot().then(({ ChakraRoot: Root }) => ({ default: Root })));
export const loadToasts = () => Promise.all([loadRoot(), loadView()]);

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
