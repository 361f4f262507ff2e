import type { components } from '@/api/schema.gen';
import type { KnowledgeFile, KnowledgeFileType } from './knowledge-model';

export type KnowledgeSearchHit = components['schemas']['KnowledgeSearchHit'];
export type KnowledgeFileInput = components['schemas']['KnowledgeFileInput'];

export interface LibraryRow {
  id: string;
  fileName: string;
  fileType: KnowledgeFileType;
  agent: string | undefined;
  /** The best matching passage, for a row found by a search. */
  snippet: string | undefined;
  /** Where the stored file is read from, to copy it; unknown for a hit of a file not listed. */
  source: { url: string; mimeType: string } | undefined;
}

export interface KnowledgeFileForm {
  fileName: string;
  fileType: KnowledgeFileType;
  agent: string;
}

export function fileRows(files: readonly KnowledgeFile[], onlyAgent?: string): LibraryRow[] {
  return files
    .filter((file) => !onlyAgent || file.agent === onlyAgent)
    .map((file) => ({
      id: file.id,
      fileName: file.fileName,
      fileType: file.fileType ?? 'document',
      agent: file.agent,
      snippet: undefined,
      source: { url: file.url, mimeType: file.mimeType },
    }));
}

// The search answers passages, best first: a file with several passages is one row, at the place
// of its best one. A hit may leave the agent out; the stored file (when listed) still says it.
export function hitRows(
  hits: readonly KnowledgeSearchHit[],
  files: readonly KnowledgeFile[] = [],
): LibraryRow[] {
  const stored = new Map(files.map((file) => [file.id, file]));
  const best = [...hits].sort((a, b) => b.score - a.score);
  const rows = new Map<string, LibraryRow>();
  for (const hit of best) {
    if (rows.has(hit.fileId)) continue;
    const file = stored.get(hit.fileId);
    rows.set(hit.fileId, {
      id: hit.fileId,
      fileName: hit.fileName,
      fileType: hit.fileType ?? file?.fileType ?? 'document',
      agent: hit.agent ?? file?.agent,
      snippet: hit.snippet.trim() || undefined,
      source: file ? { url: file.url, mimeType: file.mimeType } : undefined,
    });
  }
  return [...rows.values()];
}

export const fileForm = (row: LibraryRow): KnowledgeFileForm => ({
  fileName: row.fileName,
  fileType: row.fileType,
  agent: row.agent ?? '',
});

// Only what changed is sent, so that saving a new name never moves the file by accident; null
// when nothing changed (the contract refuses an empty body).
export function fileChanges(row: LibraryRow, form: KnowledgeFileForm): KnowledgeFileInput | null {
  const changes: KnowledgeFileInput = {};
  const fileName = form.fileName.trim();
  if (fileName && fileName !== row.fileName) changes.fileName = fileName;
  if (form.fileType !== row.fileType) changes.fileType = form.fileType;
  if (form.agent && form.agent !== row.agent) changes.agent = form.agent;
  return Object.keys(changes).length > 0 ? changes : null;
}
