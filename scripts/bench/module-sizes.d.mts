import type { Plugin } from 'vite';
export declare function moduleSizesPlugin(outFile: string, root: string): Plugin;
export declare function groupOf(id: string, root: string): string;
export declare function composition(
  files: readonly string[],
  modulesByChunk: Record<string, Record<string, number>>,
  gzipOf: (file: string) => number,
): Record<string, number>;
