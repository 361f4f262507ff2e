import type { RegisteredRouter, RoutePaths } from '@tanstack/react-router';

/** Every path of the route tree a link may go to (typed from the registered router). */
export type AppPath = RoutePaths<RegisteredRouter['routeTree']>;
