import type { Plugin } from 'vite';

export function lazyGlobalCss(code: string): string;
export function chakraLazyGlobal(): Plugin;
