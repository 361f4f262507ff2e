/** What a file is, for its icon and the knowledge base's `fileType`. */
export type FileKind = 'document' | 'video' | 'audio';

/**
 * The kind of a media type (spec, section 3): one containing `video` is a video, one containing
 * `audio` an audio file, anything else (or nothing) a document.
 */
export function fileKindOf(mediaType: string | undefined): FileKind {
  const type = (mediaType ?? '').toLowerCase();
  if (type.includes('video')) return 'video';
  if (type.includes('audio')) return 'audio';
  return 'document';
}
