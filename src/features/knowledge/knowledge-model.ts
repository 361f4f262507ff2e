import type { components, paths } from '@/api/schema.gen';
import { fileKindOf } from '@/lib/file-kind';

export type KnowledgeFile = components['schemas']['KnowledgeFile'];
/** The answer of `GET /knowledge/agent/{agentId}` (the files in `data.data`). */
export type KnowledgeListResponse =
  paths['/knowledge/agent/{agentId}']['get']['responses'][200]['content']['application/json'];
export type KnowledgeFileType = NonNullable<KnowledgeFile['fileType']>;

/** The knowledge file type of a media type (spec, section 3); see `fileKindOf`. */
export const fileTypeOf = (mediaType: string | undefined): KnowledgeFileType => fileKindOf(mediaType);

/** The shown length of a file name (spec, section 9). */
export const FILE_NAME_LIMIT = 30;

/**
 * A file name as the table shows it: cut to 30 characters plus an ellipsis when longer. Counts
 * characters, not UTF-16 units, so that an emoji or accented letter is never cut in half.
 */
export function shortFileName(name: string, limit = FILE_NAME_LIMIT): string {
  const characters = Array.from(name);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}...` : name;
}

/** The type a listed file is shown with: 'document' when the server left it out. */
export const shownFileType = (file: KnowledgeFile): KnowledgeFileType => file.fileType ?? 'document';

/** The list answer without one file (after it was deleted). */
export function withoutFile(list: KnowledgeListResponse, fileId: string): KnowledgeListResponse {
  return { ...list, data: { ...list.data, data: list.data.data.filter((file) => file.id !== fileId) } };
}
