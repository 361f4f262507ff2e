import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import './theme/chakra-global.gen.css';
import { system } from './theme/system';

const Inside = createContext(false);

// The page-wide styles come from chakra-global.gen.css (scripts/generate-theme-css.mjs), not from
// Emotion at every load: the provider is handed nothing to insert.
const provided = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };

// Chakra's runtime is not on the sign-in route's first paint: each part that draws with it (the
// signed-in shell, the other auth screens, toasts, error pages, the QA panel) stands in this root.
// Nested in another, it adds nothing. Beside another (the toasts' own), it inserts no styles either.
export function ChakraRoot({ children }: { children: ReactNode }) {
  if (useContext(Inside)) return children;
  return (
    <Inside value>
      <ChakraProvider value={provided}>{children}</ChakraProvider>
    </Inside>
  );
}
