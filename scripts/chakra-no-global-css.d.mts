import type { Plugin } from 'vite';

export function noGlobalCss(code: string): string;
export function chakraNoGlobalCss(): Plugin;
