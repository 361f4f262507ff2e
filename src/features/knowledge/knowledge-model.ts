import type { components, paths } from '@/api/schema.gen';
import { fileKindOf } from '@/lib/file-kind';

export type KnowledgeFile = components['schemas']['KnowledgeFile'];
export type KnowledgeListResponse =
  paths['/knowledge/agent/{agentId}']['get']['responses'][200]['content']['application/json'];
export type KnowledgeFileType = NonNullable<KnowledgeFile['fileType']>;

export const fileTypeOf = (mediaType: string | undefined): KnowledgeFileType => fileKindOf(mediaType);

// spec §9.
export const FILE_NAME_LIMIT = 30;

// Counts characters, not UTF-16 units, so that an emoji or accented letter is never cut in half.
export function shortFileName(name: string, limit = FILE_NAME_LIMIT): string {
  const characters = Array.from(name);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}...` : name;
}

export const shownFileType = (file: KnowledgeFile): KnowledgeFileType => file.fileType ?? 'document';

export function withoutFile(list: KnowledgeListResponse, fileId: string): KnowledgeListResponse {
  return { ...list, data: { ...list.data, data: list.data.data.filter((file) => file.id !== fileId) } };
}
