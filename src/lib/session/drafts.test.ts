import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './drafts';
import { logout } from './logout';
import { authorize, resetSession } from './session-store';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;
const maya = jwt({ id: 'u1', email: 'maya@example.com' });
const daniel = jwt({ id: 'u2', email: 'daniel@example.com' });

afterEach(() => {
  resetSession();
  sessionStorage.clear();
});

describe('drafts of unsaved work', () => {
  it('outlive the end of a session (the 401 detour) for the same user', () => {
    authorize(maya);
    writeDraft('agent-texts:a1', { global_prompt: 'Half written' });
    resetSession();
    expect(readDraft('agent-texts:a1')).toBeUndefined();
    authorize(maya);
    expect(readDraft('agent-texts:a1')).toEqual({ global_prompt: 'Half written' });
    clearDraft('agent-texts:a1');
    expect(readDraft('agent-texts:a1')).toBeUndefined();
  });

  it('are never shown to someone else signing in in the same tab', () => {
    authorize(maya);
    writeDraft('agent-texts:a1', { global_prompt: 'Half written' });
    authorize(daniel);
    expect(readDraft('agent-texts:a1')).toBeUndefined();
  });

  it('are forgotten on sign-out', () => {
    authorize(maya);
    writeDraft('agent-texts:a1', { global_prompt: 'Half written' });
    logout();
    authorize(maya);
    expect(readDraft('agent-texts:a1')).toBeUndefined();
  });
});
