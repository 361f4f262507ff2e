// Files one user uploads are opened by others, so what a browser would run as a page (HTML, SVG, XML)
// is refused whatever its name or type say; the declared type only refuses, as the uploader picks it.

export type Content =
  | 'pdf'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'zip'
  | 'ole'
  | 'mp3'
  | 'isoMedia'
  | 'wav'
  | 'ogg'
  | 'flac'
  | 'matroska'
  | 'text'
  | 'markup'
  | 'unknown';

export type UploadProblem = 'empty' | 'tooLarge' | 'wrongType' | 'unsafe';

export interface UploadRule {
  maxBytes: number;
  types: readonly string[];
  extensions: readonly string[];
  contents: readonly Content[];
}

const MIB = 1024 * 1024;
const HEAD_BYTES = 4096;

// Contract: "10 MB at most: images, PDF, CSV, spreadsheets, plain text or audio"; SVG never.
export const TICKET_ATTACHMENTS: UploadRule = {
  maxBytes: 10 * MIB,
  types: [
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'application/pdf',
    'text/csv',
    'text/plain',
    // What Windows calls a CSV file.
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'audio/*',
  ],
  extensions: [
    'png',
    'jpg',
    'jpeg',
    'gif',
    'webp',
    'pdf',
    'csv',
    'txt',
    'xlsx',
    'mp3',
    'wav',
    'ogg',
    'oga',
    'opus',
    'm4a',
    'flac',
  ],
  contents: ['png', 'jpeg', 'gif', 'webp', 'pdf', 'text', 'zip', 'mp3', 'isoMedia', 'wav', 'ogg', 'flac'],
};

// Contract: "PNG, JPEG or WebP", no size; 2 MiB is far more than an avatar needs.
export const AGENT_LOGOS: UploadRule = {
  maxBytes: 2 * MIB,
  types: ['image/png', 'image/jpeg', 'image/webp'],
  extensions: ['png', 'jpg', 'jpeg', 'webp'],
  contents: ['png', 'jpeg', 'webp'],
};

// Contract: "PDF, DOCX, TXT, MP3, MP4 and similar", no size; 25 MiB keeps a mistaken film out.
export const KNOWLEDGE_FILES: UploadRule = {
  maxBytes: 25 * MIB,
  types: [
    'application/pdf',
    'text/plain',
    'text/csv',
    'text/markdown',
    'text/rtf',
    'application/rtf',
    'application/json',
    'application/msword',
    'application/vnd.ms-excel',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'audio/*',
    'video/*',
  ],
  extensions: [
    'pdf',
    'txt',
    'md',
    'csv',
    'rtf',
    'json',
    'doc',
    'docx',
    'xls',
    'xlsx',
    'ppt',
    'pptx',
    'odt',
    'ods',
    'odp',
    'mp3',
    'wav',
    'ogg',
    'oga',
    'opus',
    'm4a',
    'flac',
    'mp4',
    'm4v',
    'mov',
    'webm',
    'mkv',
  ],
  contents: ['pdf', 'text', 'zip', 'ole', 'mp3', 'isoMedia', 'wav', 'ogg', 'flac', 'matroska'],
};

// Types a browser renders as a page or runs: never uploaded, whatever the content.
const UNSAFE_TYPE =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/xsl|text\/(x-)?(java|ecma)script|application\/(x-)?(java|ecma)script|application\/x-shockwave-flash|multipart\/related|message\/rfc822|application\/x-mimearchive|application\/hta)$|\+xml$/;
const UNSAFE_EXTENSIONS = new Set([
  'html',
  'htm',
  'shtml',
  'xhtml',
  'xht',
  'mht',
  'mhtml',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'xslt',
  'js',
  'mjs',
  'swf',
  'hta',
]);
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

const bytesAt = (head: Uint8Array, offset: number, expected: readonly number[]) =>
  expected.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const startsWith = (head: Uint8Array, text: string, offset = 0) => bytesAt(head, offset, ascii(text));

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c;
const isLetter = (byte: number | undefined) =>
  byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));

// A tag first, after a byte-order mark and blanks: how browsers sniff HTML and XML.
function opensWithTag(head: Uint8Array): boolean {
  let at = bytesAt(head, 0, UTF8_BOM) ? UTF8_BOM.length : 0;
  while (isSpace(head[at])) at += 1;
  if (head[at] !== 0x3c) return false;
  const next = head[at + 1];
  return isLetter(next) || next === 0x21 || next === 0x3f || next === 0x2f;
}

// Bytes above 127 pass in any 8-bit encoding, not only UTF-8: Excel writes CSV in the Windows code page.
function isText(head: Uint8Array): boolean {
  return head.every(
    (byte) => byte >= 0x20 || (byte >= 0x09 && byte <= 0x0d) || byte === 0x1a || byte === 0x1b,
  );
}

export function sniff(head: Uint8Array): Content {
  if (startsWith(head, '%PDF-')) return 'pdf';
  if (bytesAt(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytesAt(head, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'webp';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WAVE', 8)) return 'wav';
  if (startsWith(head, 'PK') && (bytesAt(head, 2, [3, 4]) || bytesAt(head, 2, [5, 6]))) return 'zip';
  if (bytesAt(head, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, 'ftyp', 4)) return 'isoMedia';
  if (startsWith(head, 'OggS')) return 'ogg';
  if (startsWith(head, 'fLaC')) return 'flac';
  if (bytesAt(head, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'matroska';
  // MPEG frame sync, but not layer I: its FF FE is also UTF-16's byte-order mark. AAC's ADTS passes too.
  if (startsWith(head, 'ID3')) return 'mp3';
  const [first, second] = head;
  if (first === 0xff && second !== undefined && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0x06) {
    return 'mp3';
  }
  if (opensWithTag(head)) return 'markup';
  return isText(head) ? 'text' : 'unknown';
}

const mediaType = (type: string) => (type.split(';')[0] ?? '').trim().toLowerCase();
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1
    ? ''
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
};
const typeTaken = (type: string, rule: UploadRule) =>
  rule.types.some((taken) => (taken.endsWith('/*') ? type.startsWith(taken.slice(0, -1)) : type === taken));

export function declaredProblem(
  file: { name: string; size: number; type: string },
  rule: UploadRule,
): UploadProblem | null {
  const type = mediaType(file.type);
  const extension = extensionOf(file.name);
  if (UNSAFE_TYPE.test(type) || UNSAFE_EXTENSIONS.has(extension)) return 'unsafe';
  if (file.size <= 0) return 'empty';
  if (file.size > rule.maxBytes) return 'tooLarge';
  const declared = GENERIC_TYPES.has(type) ? rule.extensions.includes(extension) : typeTaken(type, rule);
  return declared ? null : 'wrongType';
}

export async function uploadProblem(file: File, rule: UploadRule): Promise<UploadProblem | null> {
  const declared = declaredProblem(file, rule);
  if (declared) return declared;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const content = sniff(head);
  if (content === 'markup') return 'unsafe';
  return rule.contents.includes(content) ? null : 'wrongType';
}
