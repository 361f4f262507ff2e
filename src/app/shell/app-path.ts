import type { FileRouteTypes } from '@/routeTree.gen';

/** Every path of the route tree a link may go to (as the generated route tree names them). */
export type AppPath = FileRouteTypes['to'];
