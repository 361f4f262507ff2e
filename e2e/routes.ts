import { readFileSync } from 'node:fs';

export interface RouteRow {
  /** The route as routes.tsv writes it (`/new_password/$token`). */
  route: string;
  /** A path to visit for it (parameters filled in). */
  path: string;
  guard: 'public' | 'token' | 'none';
  sidebar: boolean;
}

function readRoutes(file: string): RouteRow[] {
  const tsv = readFileSync(new URL(file, import.meta.url), 'utf8');
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

/** Every route of the spec, from e2e/routes.tsv. */
export const specRoutes = (): RouteRow[] => readRoutes('./routes.tsv');

/** The console's routes the spec does not name, from e2e/routes-beyond-spec.tsv. */
export const routesBeyondSpec = (): RouteRow[] => readRoutes('./routes-beyond-spec.tsv');

/** Every route the router knows, as routes.tsv writes them: the generated route tree's full paths. */
export function routerRoutes(): string[] {
  const tree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const union = /fullPaths:([^]*?)\n\s*fileRoutesByTo/.exec(tree)?.[1] ?? '';
  const paths = [...union.matchAll(/'([^']*)'/g)].map(([, path = '']) =>
    // An index route ends in a slash beside its layout (`/superadmin/` and `/superadmin`): one address.
    path.length > 1 ? path.replace(/\/$/, '') : path,
  );
  return [...new Set(paths)];
}
