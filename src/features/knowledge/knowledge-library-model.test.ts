import { describe, expect, it } from 'vitest';
import {
  fileChanges,
  fileForm,
  fileRows,
  hitRows,
  type KnowledgeSearchHit,
  type LibraryRow,
} from './knowledge-library-model';
import type { KnowledgeFile } from './knowledge-model';

const RECEPTIONIST = '6650a1f2c3d4e5f6bbbb0001';
const RECALL = '6650a1f2c3d4e5f6bbbb0002';

const file = (id: string, agent: string, extra: Partial<KnowledgeFile> = {}): KnowledgeFile => ({
  id,
  fileName: `${id}.pdf`,
  agent,
  size: 1,
  mimeType: 'application/pdf',
  url: `/${id}.pdf`,
  createdAt: '2026-10-14T15:08:52Z',
  ...extra,
});

const hit = (fileId: string, score: number, extra: Partial<KnowledgeSearchHit> = {}): KnowledgeSearchHit => ({
  fileId,
  fileName: `${fileId}.pdf`,
  snippet: `passage of ${fileId} at ${score}`,
  score,
  ...extra,
});

describe('fileRows', () => {
  it("lists every file of the company, or only one agent's, as documents when the type is missing", () => {
    const files = [file('a', RECEPTIONIST, { fileType: 'audio' }), file('b', RECALL)];
    expect(fileRows(files)).toEqual([
      {
        id: 'a',
        fileName: 'a.pdf',
        fileType: 'audio',
        agent: RECEPTIONIST,
        snippet: undefined,
        source: { url: '/a.pdf', mimeType: 'application/pdf' },
      },
      {
        id: 'b',
        fileName: 'b.pdf',
        fileType: 'document',
        agent: RECALL,
        snippet: undefined,
        source: { url: '/b.pdf', mimeType: 'application/pdf' },
      },
    ]);
    expect(fileRows(files, RECALL).map((row) => row.id)).toEqual(['b']);
  });
});

describe('hitRows', () => {
  it('shows a file once, at the place of its best passage, with that passage', () => {
    const rows = hitRows([hit('a', 0.4), hit('b', 0.9), hit('a', 0.7, { snippet: 'best of a' })]);
    expect(rows.map((row) => [row.id, row.snippet])).toEqual([
      ['b', 'passage of b at 0.9'],
      ['a', 'best of a'],
    ]);
  });

  it('takes the agent, type and source from the stored file when the hit leaves them out', () => {
    const [row] = hitRows([hit('a', 1)], [file('a', RECALL, { fileType: 'video' })]);
    expect(row).toMatchObject({
      agent: RECALL,
      fileType: 'video',
      source: { url: '/a.pdf', mimeType: 'application/pdf' },
    });
    expect(hitRows([hit('z', 1)])[0]).toMatchObject({
      agent: undefined,
      fileType: 'document',
      source: undefined,
    });
  });

  it('shows no passage when the server sends a blank one', () => {
    expect(hitRows([hit('a', 1, { snippet: '  ' })])[0]?.snippet).toBeUndefined();
  });
});

describe('fileChanges', () => {
  const row: LibraryRow = {
    id: 'a',
    fileName: 'Accepted-insurance-plans.docx',
    fileType: 'document',
    agent: RECEPTIONIST,
    snippet: undefined,
    source: undefined,
  };

  it('sends only what changed, the name trimmed', () => {
    expect(fileChanges(row, { ...fileForm(row), fileName: '  Covered-carriers.docx ' })).toEqual({
      fileName: 'Covered-carriers.docx',
    });
    expect(fileChanges(row, { ...fileForm(row), fileType: 'audio', agent: RECALL })).toEqual({
      fileType: 'audio',
      agent: RECALL,
    });
  });

  it('sends nothing when nothing changed, so that a name is never saved as a move', () => {
    expect(fileChanges(row, fileForm(row))).toBeNull();
    expect(fileChanges(row, { ...fileForm(row), fileName: ' Accepted-insurance-plans.docx ' })).toBeNull();
  });

  it('starts the form with no agent for a file whose agent is unknown', () => {
    expect(fileForm({ ...row, agent: undefined }).agent).toBe('');
    expect(fileChanges({ ...row, agent: undefined }, { ...fileForm(row), agent: '' })).toBeNull();
  });
});
