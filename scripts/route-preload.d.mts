import type { Plugin } from 'vite';
export interface RouteInfo {
  id: string;
  fullPath: string;
  file: string | undefined;
}
export interface Screen {
  pattern: string;
  shell: boolean;
  guarded: boolean;
  files: string[];
}
export declare function readRouteTree(source: string): RouteInfo[];
export declare function screensOf(routes: RouteInfo[]): Screen[];
export declare function assetsIn(
  bundle: Record<string, unknown>,
  root: string,
): (routeFiles: string[]) => string[];
export declare function preloadScript(options: {
  screens: (Screen & { assets: string[] })[];
  languages: string[];
  fallback: string;
  signIn?: string;
  tokenKey?: string;
  textsAsked?: string;
}): string;
export declare function routePreloadPlugin(options?: { fallback?: string }): Plugin;
