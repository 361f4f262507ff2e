import { textFields, type AgentTexts, type TextField } from '../agent-types';

// spec §4: Save returns to view mode even when it fails, keeping what the user typed.
export interface BoxState {
  value: string;
  server: string;
  /** The server's text the user's edit began from: another save moves `server` away from it. */
  base: string;
  editing: boolean;
  saving: string | null;
}

export interface GenerationState {
  streaming: boolean;
  before: string;
  wasEditing: boolean;
  received: boolean;
}

export interface EditorState {
  boxes: Record<TextField, BoxState>;
  generation: GenerationState;
}

export type EditorAction =
  | { type: 'server'; texts: AgentTexts }
  | { type: 'edit'; field: TextField }
  | { type: 'change'; field: TextField; value: string }
  | { type: 'saveStart'; field: TextField }
  | { type: 'saveEnd'; field: TextField; ok: boolean }
  | { type: 'rebase'; field: TextField }
  | { type: 'takeServer'; field: TextField }
  | { type: 'generateStart' }
  | { type: 'generateText'; text: string }
  | { type: 'generateEnd' }
  | { type: 'draft'; draft: EditorDraft };

export function initEditor(texts: AgentTexts): EditorState {
  const box = (field: TextField): BoxState => ({
    value: texts[field],
    server: texts[field],
    base: texts[field],
    editing: false,
    saving: null,
  });
  return {
    boxes: {
      description: box('description'),
      voiceMail: box('voiceMail'),
      global_prompt: box('global_prompt'),
    },
    generation: { streaming: false, before: '', wasEditing: false, received: false },
  };
}

export const isLocked = (state: EditorState, field: TextField): boolean =>
  state.boxes[field].saving !== null || (field === 'global_prompt' && state.generation.streaming);

export const isDirty = (box: BoxState): boolean => box.value !== box.server;

/** The user's unsaved text was begun on a server text that someone has since changed. */
export const inConflict = (box: BoxState): boolean => box.base !== box.server && box.value !== box.server;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const update = (field: TextField, patch: Partial<BoxState>): EditorState => ({
    ...state,
    boxes: { ...state.boxes, [field]: { ...state.boxes[field], ...patch } },
  });
  switch (action.type) {
    case 'server': {
      // Newer server texts replace only boxes the user is not working on.
      const boxes = { ...state.boxes };
      let changed = false;
      for (const field of textFields) {
        const box = boxes[field];
        const keep = box.editing || box.saving !== null || isDirty(box);
        const text = action.texts[field];
        if (box.server === text && (keep || (box.value === text && box.base === text))) continue;
        changed = true;
        boxes[field] = keep ? { ...box, server: text } : { ...box, value: text, server: text, base: text };
      }
      // The same state when nothing moved: React then skips the render (the mount's own dispatch).
      return changed ? { ...state, boxes } : state;
    }
    case 'edit':
      return isLocked(state, action.field) ? state : update(action.field, { editing: true });
    case 'change': {
      const box = state.boxes[action.field];
      if (!box.editing || isLocked(state, action.field)) return state;
      return update(action.field, { value: action.value });
    }
    case 'saveStart': {
      const box = state.boxes[action.field];
      if (isLocked(state, action.field)) return state;
      return update(action.field, { saving: box.value });
    }
    case 'saveEnd': {
      const box = state.boxes[action.field];
      if (box.saving === null) return state;
      return update(action.field, {
        editing: false,
        saving: null,
        server: action.ok ? box.saving : box.server,
        base: action.ok ? box.saving : box.base,
      });
    }
    // The user read the newer text and keeps their own: it is now based on the newer one.
    case 'rebase':
      return update(action.field, { base: state.boxes[action.field].server });
    case 'takeServer': {
      const { server } = state.boxes[action.field];
      return isLocked(state, action.field)
        ? state
        : update(action.field, { value: server, base: server, editing: false });
    }
    case 'generateStart': {
      const box = state.boxes.global_prompt;
      if (isLocked(state, 'global_prompt')) return state;
      return {
        boxes: { ...state.boxes, global_prompt: { ...box, value: '', editing: true } },
        generation: { streaming: true, before: box.value, wasEditing: box.editing, received: false },
      };
    }
    case 'generateText': {
      if (!state.generation.streaming || action.text === '') return state;
      const box = state.boxes.global_prompt;
      return {
        boxes: { ...state.boxes, global_prompt: { ...box, value: box.value + action.text } },
        generation: { ...state.generation, received: true },
      };
    }
    case 'generateEnd': {
      const { streaming, received, before, wasEditing } = state.generation;
      if (!streaming) return state;
      const generation = { ...state.generation, streaming: false };
      // Nothing arrived (a failure at once, or Stop before the first piece): back to the old text.
      if (!received) {
        const box = state.boxes.global_prompt;
        return {
          boxes: { ...state.boxes, global_prompt: { ...box, value: before, editing: wasEditing } },
          generation,
        };
      }
      // What arrived stays, in edit mode, for the user to save.
      return { ...state, generation };
    }
    case 'draft':
      return withDraft(state, action.draft);
  }
}

// Kept while the user is away (a reload, the sign-in detour).
export type EditorDraft = Partial<Record<TextField, string>>;

export function draftOf(state: EditorState): EditorDraft {
  const draft: EditorDraft = {};
  for (const field of textFields) {
    const box = state.boxes[field];
    if (isDirty(box)) draft[field] = box.value;
  }
  return draft;
}

export const hasUnsavedText = (state: EditorState): boolean => Object.keys(draftOf(state)).length > 0;

export function parseDraft(value: unknown): EditorDraft {
  const draft: EditorDraft = {};
  if (typeof value !== 'object' || value === null) return draft;
  const record = value as Record<string, unknown>;
  for (const field of textFields) {
    const text = record[field];
    if (typeof text === 'string') draft[field] = text;
  }
  return draft;
}

// The kept draft is read after the first paint: it wins over the server's text, but never over
// what the user has begun typing (or saving, or generating) in a box meanwhile.
export function withDraft(state: EditorState, draft: EditorDraft): EditorState {
  const boxes = { ...state.boxes };
  let changed = false;
  for (const field of textFields) {
    const text = draft[field];
    const box = boxes[field];
    if (text !== undefined && text !== box.server && !isDirty(box) && !isLocked(state, field)) {
      boxes[field] = { ...box, value: text, editing: true };
      changed = true;
    }
  }
  return changed ? { ...state, boxes } : state;
}

export const showsDraft = (state: EditorState, draft: EditorDraft): boolean =>
  textFields.some((field) => {
    const box = state.boxes[field];
    return draft[field] !== undefined && box.value === draft[field] && isDirty(box);
  });
