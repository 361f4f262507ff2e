import type { TabularKind } from './read-file';
import type { TabularProblem } from './tabular-error';
import type { TableSheet } from './types';

/** What the page sends the parse worker (the bytes are transferred, not copied). */
export interface ParseRequest {
  kind: TabularKind;
  name: string;
  bytes: ArrayBuffer;
}

export type ParseAnswer = { ok: true; sheets: TableSheet[] } | { ok: false; reason: TabularProblem };
