import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/toaster';
import { SessionKeyContext } from '@/lib/crypto-key';
import { system } from './theme/system';

interface Props {
  queryClient: QueryClient;
  sessionKey: string;
  children: ReactNode;
}

export function Providers({ queryClient, sessionKey, children }: Props) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <SessionKeyContext.Provider value={sessionKey}>
          {children}
          <Toaster />
        </SessionKeyContext.Provider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
