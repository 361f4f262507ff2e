import { describe, expect, it } from 'vitest';
import type { AgentTexts } from '../agent-types';
import {
  draftOf,
  editorReducer,
  hasUnsavedText,
  inConflict,
  initEditor,
  isDirty,
  isLocked,
  parseDraft,
  showsDraft,
  withDraft,
  type EditorAction,
  type EditorState,
} from './editor-state';

const texts: AgentTexts = { description: 'Desc', voiceMail: 'Voicemail', global_prompt: 'Prompt' };
const run = (...actions: EditorAction[]): EditorState => actions.reduce(editorReducer, initEditor(texts));

describe('a text box of the prompt editor', () => {
  it('starts in view mode with the server text', () => {
    const state = initEditor(texts);
    expect(state.boxes.description).toEqual({
      value: 'Desc',
      server: 'Desc',
      base: 'Desc',
      editing: false,
      saving: null,
    });
  });

  it('takes typing only in edit mode', () => {
    expect(run({ type: 'change', field: 'voiceMail', value: 'x' }).boxes.voiceMail.value).toBe('Voicemail');
    const state = run(
      { type: 'edit', field: 'voiceMail' },
      { type: 'change', field: 'voiceMail', value: 'x' },
    );
    expect(state.boxes.voiceMail).toMatchObject({ value: 'x', editing: true });
    expect(state.boxes.description.editing).toBe(false);
  });

  it('returns to view mode after a successful save, with the saved text as the server text', () => {
    const saving = run(
      { type: 'edit', field: 'description' },
      { type: 'change', field: 'description', value: 'New' },
      { type: 'saveStart', field: 'description' },
    );
    expect(saving.boxes.description.saving).toBe('New');
    expect(isLocked(saving, 'description')).toBe(true);
    // No typing while the save is under way.
    expect(editorReducer(saving, { type: 'change', field: 'description', value: 'Other' })).toBe(saving);
    const saved = editorReducer(saving, { type: 'saveEnd', field: 'description', ok: true });
    expect(saved.boxes.description).toEqual({
      value: 'New',
      server: 'New',
      base: 'New',
      editing: false,
      saving: null,
    });
    expect(isDirty(saved.boxes.description)).toBe(false);
  });

  it('returns to view mode after a failed save too, keeping what the user typed', () => {
    const failed = run(
      { type: 'edit', field: 'description' },
      { type: 'change', field: 'description', value: 'Typed' },
      { type: 'saveStart', field: 'description' },
      { type: 'saveEnd', field: 'description', ok: false },
    );
    expect(failed.boxes.description).toEqual({
      value: 'Typed',
      server: 'Desc',
      base: 'Desc',
      editing: false,
      saving: null,
    });
    expect(isDirty(failed.boxes.description)).toBe(true);
    // A later server update does not overwrite the kept text.
    const later = editorReducer(failed, { type: 'server', texts: { ...texts, description: 'Server' } });
    expect(later.boxes.description.value).toBe('Typed');
  });

  it('follows newer server texts in boxes the user is not working on', () => {
    const state = run(
      { type: 'edit', field: 'voiceMail' },
      { type: 'change', field: 'voiceMail', value: 'Mine' },
    );
    const next = editorReducer(state, {
      type: 'server',
      texts: { description: 'D2', voiceMail: 'V2', global_prompt: 'P2' },
    });
    expect(next.boxes.description.value).toBe('D2');
    expect(next.boxes.global_prompt.value).toBe('P2');
    expect(next.boxes.voiceMail).toMatchObject({ value: 'Mine', server: 'V2', editing: true });
  });

  it('stays the same state when the server texts are the ones it shows, so the editor does not render again', () => {
    const state = run(
      { type: 'edit', field: 'voiceMail' },
      { type: 'change', field: 'voiceMail', value: 'Mine' },
    );
    expect(editorReducer(state, { type: 'server', texts })).toBe(state);
    expect(withDraft(state, {})).toBe(state);
    expect(editorReducer(state, { type: 'server', texts: { ...texts, description: 'D2' } })).not.toBe(state);
  });

  it('ignores a save end without a save', () => {
    const state = initEditor(texts);
    expect(editorReducer(state, { type: 'saveEnd', field: 'description', ok: true })).toBe(state);
  });
});

describe('a generation into the global prompt', () => {
  const started = run({ type: 'generateStart' });

  it('empties the box, switches it to edit mode and locks it while streaming', () => {
    expect(started.boxes.global_prompt).toMatchObject({ value: '', editing: true });
    expect(started.generation.streaming).toBe(true);
    expect(isLocked(started, 'global_prompt')).toBe(true);
    expect(isLocked(started, 'description')).toBe(false);
    expect(editorReducer(started, { type: 'saveStart', field: 'global_prompt' })).toBe(started);
    expect(editorReducer(started, { type: 'change', field: 'global_prompt', value: 'x' })).toBe(started);
    expect(editorReducer(started, { type: 'generateStart' })).toBe(started);
  });

  it('appends the text as it arrives and keeps it, in edit mode, when done or stopped', () => {
    const done = [
      { type: 'generateText', text: '## Role' },
      { type: 'generateText', text: '\nYou are' },
      { type: 'generateEnd' },
    ].reduce<EditorState>((s, a) => editorReducer(s, a as EditorAction), started);
    expect(done.boxes.global_prompt).toMatchObject({
      value: '## Role\nYou are',
      editing: true,
      server: 'Prompt',
    });
    expect(done.generation.streaming).toBe(false);
    expect(isDirty(done.boxes.global_prompt)).toBe(true);
    const saving = editorReducer(done, { type: 'saveStart', field: 'global_prompt' });
    expect(saving.boxes.global_prompt.saving).toBe('## Role\nYou are');
  });

  it('gives the old text back, in its old mode, when nothing arrived', () => {
    const nothing = editorReducer(started, { type: 'generateEnd' });
    expect(nothing.boxes.global_prompt).toMatchObject({ value: 'Prompt', editing: false });
    const fromEdit = run(
      { type: 'edit', field: 'global_prompt' },
      { type: 'change', field: 'global_prompt', value: 'Draft' },
      { type: 'generateStart' },
      { type: 'generateEnd' },
    );
    expect(fromEdit.boxes.global_prompt).toMatchObject({ value: 'Draft', editing: true });
  });

  it('ignores text after the end', () => {
    const ended = editorReducer(editorReducer(started, { type: 'generateText', text: 'A' }), {
      type: 'generateEnd',
    });
    expect(editorReducer(ended, { type: 'generateText', text: 'B' })).toBe(ended);
    expect(editorReducer(ended, { type: 'generateEnd' })).toBe(ended);
  });

  it('does not start while the global prompt is being saved', () => {
    const saving = run(
      { type: 'edit', field: 'global_prompt' },
      { type: 'saveStart', field: 'global_prompt' },
    );
    expect(editorReducer(saving, { type: 'generateStart' })).toBe(saving);
  });
});

describe('the kept draft', () => {
  it('holds only the boxes with unsaved text', () => {
    const state = run(
      { type: 'edit', field: 'voiceMail' },
      { type: 'change', field: 'voiceMail', value: 'Call us back' },
      { type: 'edit', field: 'description' },
    );
    expect(draftOf(state)).toEqual({ voiceMail: 'Call us back' });
    expect(hasUnsavedText(state)).toBe(true);
    expect(hasUnsavedText(initEditor(texts))).toBe(false);
  });

  it('comes back in edit mode after a reload, where it still differs from the server', () => {
    const kept = parseDraft(
      JSON.parse(JSON.stringify({ global_prompt: 'Half written', voiceMail: 'Voicemail', x: 1 })),
    );
    const state = withDraft(initEditor(texts), kept);
    expect(state.boxes.global_prompt).toEqual({
      value: 'Half written',
      server: 'Prompt',
      base: 'Prompt',
      editing: true,
      saving: null,
    });
    // Already what the server has: nothing to restore.
    expect(state.boxes.voiceMail.editing).toBe(false);
    expect(parseDraft('nonsense')).toEqual({});
  });

  it('read late, wins over newer server texts but never over what the user began meanwhile', () => {
    const draft = { description: 'Kept desc', voiceMail: 'Kept voicemail', global_prompt: 'Kept prompt' };
    const state = run(
      { type: 'server', texts: { ...texts, description: 'Newer desc' } },
      { type: 'edit', field: 'voiceMail' },
      { type: 'change', field: 'voiceMail', value: 'Typed' },
      { type: 'edit', field: 'global_prompt' },
      { type: 'draft', draft },
    );
    expect(state.boxes.description).toEqual({
      value: 'Kept desc',
      server: 'Newer desc',
      base: 'Newer desc',
      editing: true,
      saving: null,
    });
    expect(state.boxes.voiceMail.value).toBe('Typed');
    // In edit mode with nothing typed yet: nothing of the user's is lost.
    expect(state.boxes.global_prompt).toMatchObject({ value: 'Kept prompt', editing: true });
    expect(showsDraft(state, draft)).toBe(true);
    expect(showsDraft(state, { voiceMail: 'Kept voicemail' })).toBe(false);
  });

  it('read late, leaves a box being saved or generated alone', () => {
    const saving = run(
      { type: 'edit', field: 'description' },
      { type: 'saveStart', field: 'description' },
      { type: 'generateStart' },
      { type: 'draft', draft: { description: 'Kept desc', global_prompt: 'Kept prompt' } },
    );
    expect(saving.boxes.description).toMatchObject({ value: 'Desc', saving: 'Desc' });
    expect(saving.boxes.global_prompt.value).toBe('');
    expect(showsDraft(saving, { description: 'Kept desc', global_prompt: 'Kept prompt' })).toBe(false);
  });
});

describe('a text box someone else saved meanwhile', () => {
  const typed: EditorAction[] = [
    { type: 'edit', field: 'description' },
    { type: 'change', field: 'description', value: 'Mine' },
  ];
  const newer = (description: string): EditorAction => ({ type: 'server', texts: { ...texts, description } });

  it("keeps the user's text and knows it was begun on an older one", () => {
    const state = run(...typed, newer('Theirs'));
    expect(state.boxes.description).toMatchObject({ value: 'Mine', server: 'Theirs', base: 'Desc' });
    expect(inConflict(state.boxes.description)).toBe(true);
  });

  it('is no conflict when the newer agent left this text as it was', () => {
    expect(inConflict(run(...typed, newer('Desc')).boxes.description)).toBe(false);
  });

  it("saves the user's text over the newer one only once rebased on it", () => {
    const state = run(
      ...typed,
      newer('Theirs'),
      { type: 'rebase', field: 'description' },
      { type: 'saveStart', field: 'description' },
      { type: 'saveEnd', field: 'description', ok: true },
    );
    expect(state.boxes.description).toMatchObject({
      value: 'Mine',
      server: 'Mine',
      base: 'Mine',
      editing: false,
    });
    expect(inConflict(state.boxes.description)).toBe(false);
  });

  it('takes the newer text instead, leaving edit mode', () => {
    const state = run(...typed, newer('Theirs'), { type: 'takeServer', field: 'description' });
    expect(state.boxes.description).toMatchObject({ value: 'Theirs', base: 'Theirs', editing: false });
    expect(isDirty(state.boxes.description)).toBe(false);
  });
});
