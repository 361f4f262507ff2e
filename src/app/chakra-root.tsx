import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { system } from './theme/system';

const Inside = createContext(false);

// Chakra's runtime is not on the sign-in route's first paint: each part that draws with it (the
// signed-in shell, the other auth screens, toasts, error pages, the QA panel) stands in this root.
// Nested in another, it adds nothing: the page's styles are made once.
export function ChakraRoot({ children }: { children: ReactNode }) {
  if (useContext(Inside)) return children;
  return (
    <Inside value>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </Inside>
  );
}
