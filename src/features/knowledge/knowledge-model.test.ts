import { describe, expect, it } from 'vitest';
import { fileTypeOf, shortFileName, shownFileType, withoutFile, type KnowledgeFile } from './knowledge-model';

describe('fileTypeOf', () => {
  it('gives video for a media type containing video', () => {
    expect(fileTypeOf('video/mp4')).toBe('video');
    expect(fileTypeOf('video/quicktime')).toBe('video');
    expect(fileTypeOf('application/x-video-thing')).toBe('video');
  });

  it('gives audio for a media type containing audio', () => {
    expect(fileTypeOf('audio/mpeg')).toBe('audio');
    expect(fileTypeOf('audio/wav')).toBe('audio');
    expect(fileTypeOf('AUDIO/OGG')).toBe('audio');
  });

  it('gives document for anything else, also for no media type', () => {
    expect(fileTypeOf('application/pdf')).toBe('document');
    expect(fileTypeOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'document',
    );
    expect(fileTypeOf('text/plain')).toBe('document');
    expect(fileTypeOf('')).toBe('document');
    expect(fileTypeOf(undefined)).toBe('document');
  });
});

describe('shortFileName', () => {
  it('keeps a name of at most 30 characters whole', () => {
    expect(shortFileName('Front-desk-greeting.mp3')).toBe('Front-desk-greeting.mp3');
    const thirty = 'a'.repeat(26) + '.pdf';
    expect(thirty).toHaveLength(30);
    expect(shortFileName(thirty)).toBe(thirty);
  });

  it('cuts a longer name to 30 characters plus an ellipsis', () => {
    expect(shortFileName('BrightSmile-Patient-FAQ-and-Office-Policies-2026.pdf')).toBe(
      'BrightSmile-Patient-FAQ-and-Of...',
    );
    expect(shortFileName('b'.repeat(31))).toBe(`${'b'.repeat(30)}...`);
  });

  it('counts characters, not UTF-16 units', () => {
    const name = `${'😀'.repeat(31)}.txt`;
    expect(shortFileName(name)).toBe(`${'😀'.repeat(30)}...`);
    expect(shortFileName('😀'.repeat(30))).toBe('😀'.repeat(30));
  });
});

describe('shownFileType', () => {
  it('is document when the server leaves the type out', () => {
    const file: KnowledgeFile = {
      id: '6650a1f2c3d4e5f6eeee0001',
      fileName: 'a.pdf',
      agent: '6650a1f2c3d4e5f6bbbb0001',
      size: 1,
      mimeType: 'application/pdf',
      url: '/a.pdf',
      createdAt: '2026-10-14T15:08:52Z',
    };
    expect(shownFileType(file)).toBe('document');
    expect(shownFileType({ ...file, fileType: 'audio' })).toBe('audio');
  });
});

describe('withoutFile', () => {
  it('drops the deleted file from the list answer and keeps the rest', () => {
    const file = (id: string): KnowledgeFile => ({
      id,
      fileName: `${id}.pdf`,
      agent: '6650a1f2c3d4e5f6bbbb0001',
      size: 1,
      mimeType: 'application/pdf',
      url: `/${id}.pdf`,
      createdAt: '2026-10-14T15:08:52Z',
    });
    const list = { message: 'ok', data: { data: [file('a'), file('b'), file('c')] } };
    expect(withoutFile(list, 'b')).toEqual({ message: 'ok', data: { data: [file('a'), file('c')] } });
    expect(withoutFile(list, 'z')).toEqual(list);
    expect(list.data.data).toHaveLength(3);
  });
});
