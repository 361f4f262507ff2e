import { useMatches } from '@tanstack/react-router';

export function useSidebarVisible(): boolean {
  return useMatches({ select: (matches) => !matches.some((match) => match.staticData.sidebar === false) });
}
