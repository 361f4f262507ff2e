import type { Plugin } from 'vite';
export declare const START_GROUPS: readonly string[];
export declare function startTexts(all: Record<string, unknown>): Record<string, unknown>;
export declare function startLocalesPlugin(publicDir: string): Plugin;
