import type { FileRouteTypes } from '@/routeTree.gen';

export type AppPath = FileRouteTypes['to'];
