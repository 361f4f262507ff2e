import type { Plugin } from 'vite';
export declare function contentSecurityPolicy(env: Record<string, string | undefined>): string;
export declare function securityHeaders(env: Record<string, string | undefined>): Record<string, string>;
export declare function builtPolicy(html: string): string | null;
export declare function cspPlugin(env: Record<string, string | undefined>): Plugin[];
