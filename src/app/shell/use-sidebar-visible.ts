import { useMatches } from '@tanstack/react-router';

/** False on the routes that declare `staticData: { sidebar: false }` (spec: e.g. /conversationflow). */
export function useSidebarVisible(): boolean {
  return useMatches({ select: (matches) => !matches.some((match) => match.staticData.sidebar === false) });
}
