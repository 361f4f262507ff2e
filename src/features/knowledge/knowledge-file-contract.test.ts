// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeFileForm } from '@/forms/registry.gen';
import { contractPaths, requestExamples, requestProblems } from '@/test/contract';
import { fileChanges, fileForm, type LibraryRow } from './knowledge-library-model';

beforeAll(async () => {
  await contractPaths();
}, 60_000);

const row: LibraryRow = {
  id: '6650a1f2c3d4e5f6eeee0002',
  fileName: 'Accepted-insurance-plans.docx',
  fileType: 'document',
  agent: '6650a1f2c3d4e5f6bbbb0001',
  snippet: undefined,
  source: undefined,
};

describe('the knowledge file form against the contract', () => {
  const { validator, schema } = knowledgeFileForm;

  it('sends bodies PUT /knowledge/{id} accepts, from form-valid changes', async () => {
    const forms = [
      { ...fileForm(row), fileName: 'Accepted-insurance-plans-2026.docx' },
      { ...fileForm(row), fileType: 'audio' as const },
      { ...fileForm(row), agent: '6650a1f2c3d4e5f6bbbb0002' },
      { fileName: ' Covered.docx ', fileType: 'video' as const, agent: '6650a1f2c3d4e5f6bbbb0004' },
    ];
    for (const form of forms) {
      expect(validator.isValid(schema, form, schema)).toBe(true);
      expect(await requestProblems('put', '/knowledge/{id}', fileChanges(row, form))).toBeNull();
    }
  });

  it('refuses what the contract refuses: a blank or too long name, an unknown type, no agent', async () => {
    const [example] = await requestExamples('put', '/knowledge/{id}');
    expect(validator.isValid(schema, { ...fileForm(row), ...(example as object) }, schema)).toBe(true);
    for (const wrong of [
      { fileName: '   ' },
      { fileName: 'a'.repeat(256) },
      { fileType: 'image' },
      { agent: '' },
      { agent: 'not-an-id' },
    ]) {
      expect(validator.isValid(schema, { ...fileForm(row), ...wrong }, schema)).toBe(false);
    }
    expect(await requestProblems('put', '/knowledge/{id}', {})).not.toBeNull();
  });
});
