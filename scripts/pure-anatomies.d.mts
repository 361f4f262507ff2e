import type { Plugin } from 'vite';

export function markAnatomiesPure(code: string): string;
export function pureAnatomies(): Plugin;
