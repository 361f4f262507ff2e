export type FileKind = 'document' | 'video' | 'audio';

export function fileKindOf(mediaType: string | undefined): FileKind {
  const type = (mediaType ?? '').toLowerCase();
  if (type.includes('video')) return 'video';
  if (type.includes('audio')) return 'audio';
  return 'document';
}
