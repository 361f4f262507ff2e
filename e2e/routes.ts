import { readFileSync } from 'node:fs';

export interface RouteRow {
  /** The route as routes.tsv writes it (`/new_password/$token`). */
  route: string;
  /** A path to visit for it (parameters filled in). */
  path: string;
  guard: 'public' | 'token' | 'none';
  sidebar: boolean;
}

/** Every route of the spec, from e2e/routes.tsv. */
export function specRoutes(): RouteRow[] {
  const tsv = readFileSync(new URL('./routes.tsv', import.meta.url), 'utf8');
  return tsv
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [route = '', guard = '', sidebar = ''] = line.split('\t');
      return {
        route,
        path: route.replace('$token', 'reset-token-1234567890'),
        guard: guard as RouteRow['guard'],
        sidebar: sidebar.trim() === 'shown',
      };
    });
}
