export interface ChunkGroupSource {
  route: string;
  modules: string[];
  /** Instead of MERGE_BELOW. */
  mergeBelow?: number;
}
export declare const CHUNK_GROUPS: Record<string, ChunkGroupSource>;
export declare const COMMON: RegExp[];
export declare function chunkGroups(): {
  name: string;
  priority: number;
  test: (id: string) => boolean;
  entriesAware?: boolean;
  entriesAwareMergeThreshold?: number;
}[];
