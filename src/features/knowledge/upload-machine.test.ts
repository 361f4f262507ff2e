import { describe, expect, it } from 'vitest';
import {
  canSubmitUpload,
  initialUploadState,
  uploadFile,
  uploadReducer,
  type UploadEvent,
  type UploadState,
} from './upload-machine';

const pdf = new File(['%PDF'], 'faq.pdf', { type: 'application/pdf' });
const mp3 = new File(['ID3'], 'greeting.mp3', { type: 'audio/mpeg' });

const run = (events: UploadEvent[], from: UploadState = initialUploadState) =>
  events.reduce(uploadReducer, from);

describe('uploadReducer', () => {
  it('starts empty, with nothing to upload', () => {
    expect(initialUploadState).toEqual({ phase: 'empty', missingFile: false });
    expect(uploadFile(initialUploadState)).toBeUndefined();
    expect(canSubmitUpload(initialUploadState)).toBe(false);
  });

  it('keeps only the first of several chosen files', () => {
    const state = run([{ type: 'choose', files: [pdf, mp3] }]);
    expect(state).toEqual({ phase: 'chosen', file: pdf });
    expect(canSubmitUpload(state)).toBe(true);
  });

  it('replaces the chosen file with a new choice', () => {
    const state = run([
      { type: 'choose', files: [pdf] },
      { type: 'choose', files: [mp3] },
    ]);
    expect(uploadFile(state)).toBe(mp3);
  });

  it('ignores an empty choice (a cancelled file dialog)', () => {
    const chosen = run([{ type: 'choose', files: [pdf] }]);
    expect(uploadReducer(chosen, { type: 'choose', files: [] })).toBe(chosen);
  });

  it('empties on remove', () => {
    expect(run([{ type: 'choose', files: [pdf] }, { type: 'remove' }])).toEqual(initialUploadState);
  });

  it('asks for a file when Upload comes without one, until a file is chosen', () => {
    const missing = run([{ type: 'submit' }]);
    expect(missing).toEqual({ phase: 'empty', missingFile: true });
    expect(uploadReducer(missing, { type: 'choose', files: [pdf] })).toEqual({
      phase: 'chosen',
      file: pdf,
    });
  });

  it('uploads from 0 percent, moving forward only, then clears on success', () => {
    const uploading = run([{ type: 'choose', files: [pdf] }, { type: 'submit' }]);
    expect(uploading).toEqual({ phase: 'uploading', file: pdf, percent: 0 });
    expect(canSubmitUpload(uploading)).toBe(false);
    const at60 = run(
      [
        { type: 'progress', percent: 35 },
        { type: 'progress', percent: 60 },
        { type: 'progress', percent: 40 },
      ],
      uploading,
    );
    expect(at60).toEqual({ phase: 'uploading', file: pdf, percent: 60 });
    expect(uploadReducer(at60, { type: 'progress', percent: 140 })).toMatchObject({ percent: 100 });
    // No new state (so no new render) for progress within the same percent, or backwards.
    expect(uploadReducer(at60, { type: 'progress', percent: 60.3 })).toBe(at60);
    expect(uploadReducer(at60, { type: 'progress', percent: 20 })).toBe(at60);
    expect(uploadReducer(at60, { type: 'succeeded' })).toEqual(initialUploadState);
  });

  it('keeps the file after a failure, ready to try again', () => {
    const failed = run([
      { type: 'choose', files: [pdf] },
      { type: 'submit' },
      { type: 'progress', percent: 80 },
      { type: 'failed' },
    ]);
    expect(failed).toEqual({ phase: 'failed', file: pdf });
    expect(canSubmitUpload(failed)).toBe(true);
    expect(uploadReducer(failed, { type: 'submit' })).toEqual({ phase: 'uploading', file: pdf, percent: 0 });
    expect(uploadReducer(failed, { type: 'choose', files: [mp3] })).toEqual({ phase: 'chosen', file: mp3 });
    expect(uploadReducer(failed, { type: 'remove' })).toEqual(initialUploadState);
  });

  it('does not change the file while it is being sent', () => {
    const uploading = run([{ type: 'choose', files: [pdf] }, { type: 'submit' }]);
    expect(uploadReducer(uploading, { type: 'choose', files: [mp3] })).toBe(uploading);
    expect(uploadReducer(uploading, { type: 'remove' })).toBe(uploading);
    expect(uploadReducer(uploading, { type: 'submit' })).toBe(uploading);
  });

  it('resets from any phase, and ignores the outcome of an upload that was reset', () => {
    const uploading = run([{ type: 'choose', files: [pdf] }, { type: 'submit' }]);
    const reset = uploadReducer(uploading, { type: 'reset' });
    expect(reset).toEqual(initialUploadState);
    expect(run([{ type: 'progress', percent: 50 }, { type: 'succeeded' }, { type: 'failed' }], reset)).toBe(
      reset,
    );
  });
});
