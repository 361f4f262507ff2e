// spec §4: nothing uploads until the user confirms; a failure keeps the file for another try.
export type UploadState =
  | { phase: 'empty'; missingFile: boolean }
  | { phase: 'chosen'; file: File }
  | { phase: 'uploading'; file: File; percent: number }
  | { phase: 'failed'; file: File };

export type UploadEvent =
  /** Files picked or dropped: only the first counts. */
  | { type: 'choose'; files: readonly File[] }
  | { type: 'remove' }
  | { type: 'submit' }
  | { type: 'progress'; percent: number }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'reset' };

export const initialUploadState: UploadState = { phase: 'empty', missingFile: false };

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Math.round(percent) || 0));

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  if (state.phase === 'uploading') {
    switch (event.type) {
      case 'progress': {
        // Progress only moves forward, a whole percent at a time: the same state otherwise, so
        // that the browser's many progress events do not each draw the modal again.
        const percent = Math.max(state.percent, clampPercent(event.percent));
        return percent === state.percent ? state : { ...state, percent };
      }
      case 'succeeded':
        return initialUploadState;
      case 'failed':
        return { phase: 'failed', file: state.file };
      case 'reset':
        return initialUploadState;
      default:
        // The file cannot change while it is being sent.
        return state;
    }
  }
  switch (event.type) {
    case 'choose': {
      const [first] = event.files;
      return first ? { phase: 'chosen', file: first } : state;
    }
    case 'remove':
    case 'reset':
      return initialUploadState;
    case 'submit':
      return state.phase === 'empty'
        ? { phase: 'empty', missingFile: true }
        : { phase: 'uploading', file: state.file, percent: 0 };
    default:
      // Progress and outcomes of an upload that is not running (e.g. after a reset) are stale.
      return state;
  }
}

export const uploadFile = (state: UploadState): File | undefined =>
  state.phase === 'empty' ? undefined : state.file;

export const canSubmitUpload = (state: UploadState): boolean =>
  state.phase === 'chosen' || state.phase === 'failed';
