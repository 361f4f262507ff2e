import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useId, type ReactNode } from 'react';
import { Toaster, useToastsShown } from '@/components/toaster';
import './theme/chakra-global.gen.css';
import { system } from './theme/system';
import { addToastHost, useIsToastHost } from './toast-hosts';

const Inside = createContext(false);

// The page-wide styles come from chakra-global.gen.css (scripts/generate-theme-css.mjs), not from
// Emotion at every load: the provider is handed nothing to insert.
const provided = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };

interface Props {
  children?: ReactNode;
  /** The root made for the toasts alone, where the screen has no root of its own. */
  forToasts?: boolean;
}

// Chakra's runtime is not on the sign-in route's first paint: each part that draws with it (the
// signed-in shell, the other auth screens, toasts, error pages, the QA panel) stands in this root.
// Nested in another, it adds nothing: the page's styles are made once.
export function ChakraRoot({ children, forToasts = false }: Props) {
  if (useContext(Inside)) return children;
  return (
    <Inside value>
      <ChakraProvider value={provided}>
        {children}
        <HostedToasts forToasts={forToasts} />
      </ChakraProvider>
    </Inside>
  );
}

function HostedToasts({ forToasts }: { forToasts: boolean }) {
  const id = useId();
  useEffect(() => addToastHost(id, forToasts), [id, forToasts]);
  const host = useIsToastHost(id);
  return useToastsShown() && host ? <Toaster /> : null;
}
