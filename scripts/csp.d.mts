import type { Plugin } from 'vite';
export declare function contentSecurityPolicy(env: Record<string, string | undefined>): string;
export declare function cspPlugin(env: Record<string, string | undefined>): Plugin;
