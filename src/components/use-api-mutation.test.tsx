import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionError } from '@/api/connection-error';
import { serverError, setOfflineText } from '@/api/errors';
import { everyRead } from '@/api/reads';
import { notify } from '@/components/toaster';
import { renderHookWithProviders } from '@/test/render';
import { succeeded, useApiMutation, type ApiMutationOptions } from './use-api-mutation';

vi.mock('@/components/toaster', () => ({ notify: vi.fn() }));

afterEach(() => {
  vi.mocked(notify).mockClear();
  setOfflineText(undefined);
});

// The typed client's keys, `[method, path, params]`.
const lead = (id: string) => ({ queryKey: ['get', '/leads/{id}', { params: { path: { id } } }] as const });
const leads = () => ({ queryKey: ['get', '/leads'] as const });

interface Answer {
  message?: string;
  data: { id: string };
}

async function run(
  outcome: () => Promise<Answer>,
  options: Omit<ApiMutationOptions<Answer, string, unknown>, 'mutationFn'> = {},
) {
  const hook = await renderHookWithProviders(() =>
    useApiMutation({ mutationFn: (_name: string) => outcome(), ...options }),
  );
  const keys = [lead('a').queryKey, lead('b').queryKey, leads().queryKey];
  for (const key of keys) hook.queryClient.setQueryData(key, { data: {} });
  const ok = await act(() => succeeded(hook.result.current.mutateAsync('Ava')));
  const stale = keys.filter((key) => hook.queryClient.getQueryState(key)?.isInvalidated);
  return { ok, stale };
}

const answered = (message?: string) => () => Promise.resolve({ message, data: { id: 'a' } });
const refused = (message: string) => () => Promise.reject(serverError({ message }));

describe('useApiMutation, once the change is done', () => {
  it("shows the server's message when it sent one, else the screen's text", async () => {
    await run(answered('Contact created'), { success: 'Saved' });
    expect(notify).toHaveBeenLastCalledWith('success', 'Contact created');
    await run(answered('  '), { success: (_answer, name) => `${name} saved` });
    expect(notify).toHaveBeenLastCalledWith('success', 'Ava saved');
  });

  it("keeps the screen's text when the screen does not show the server's", async () => {
    await run(answered('Agent updated'), { success: 'Agent saved', serverMessage: 'failure' });
    expect(notify).toHaveBeenLastCalledWith('success', 'Agent saved');
  });

  it('warns, in its own words, of a change done only in part', async () => {
    await run(answered('Campaign created'), {
      success: { title: 'Created, but its rules were not saved', warning: true },
    });
    expect(notify).toHaveBeenLastCalledWith('warning', 'Created, but its rules were not saved');
  });

  it('shows a line below the title when the text has one, and no toast when the screen asks none', async () => {
    await run(answered(), { success: { title: 'Voice applied', description: 'Live on the next call' } });
    expect(notify).toHaveBeenLastCalledWith('success', 'Voice applied', 'Live on the next call');
    vi.mocked(notify).mockClear();
    expect((await run(answered())).ok).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it("reads again by the queries' own keys: one read, or every read of an operation", async () => {
    expect((await run(answered(), { invalidates: [lead('a')] })).stale).toEqual([lead('a').queryKey]);
    expect((await run(answered(), { invalidates: [everyRead(lead(''))] })).stale).toEqual([
      lead('a').queryKey,
      lead('b').queryKey,
    ]);
    const chosen = await run(answered(), { invalidates: (answer) => [lead(answer.data.id), leads()] });
    expect(chosen.stale).toEqual([lead('a').queryKey, leads().queryKey]);
  });
});

describe('useApiMutation, when the change fails', () => {
  it("shows the server's message, and reads nothing again", async () => {
    const outcome = await run(refused('The e-mail is already in use'), {
      failure: 'Failed to save',
      invalidates: [lead('a')],
    });
    expect(outcome).toEqual({ ok: false, stale: [] });
    expect(notify).toHaveBeenLastCalledWith('error', 'The e-mail is already in use');
  });

  it("falls back on the screen's text when the server sent no words, or the screen keeps its own", async () => {
    await run(refused(''), { failure: (name) => `Failed to save ${name}` });
    expect(notify).toHaveBeenLastCalledWith('error', 'Failed to save Ava');
    await run(refused('Internal error'), { failure: 'Failed to delete file', serverMessage: 'none' });
    expect(notify).toHaveBeenLastCalledWith('error', 'Failed to delete file');
  });

  it('says the browser is offline, even where the screen keeps its own words', async () => {
    setOfflineText(() => 'You are offline: nothing was saved');
    const offline = () => Promise.reject(new ConnectionError('offline'));
    await run(offline, { failure: 'Failed to save' });
    expect(notify).toHaveBeenLastCalledWith('error', 'You are offline: nothing was saved');
    await run(offline, { failure: 'Failed to delete file', serverMessage: 'none' });
    expect(notify).toHaveBeenLastCalledWith('error', 'You are offline: nothing was saved');
    await run(() => Promise.reject(new ConnectionError('noAnswer')), { failure: 'Failed to save' });
    expect(notify).toHaveBeenLastCalledWith('error', 'Failed to save');
  });

  it('says nothing when the caller cancelled the change itself', async () => {
    const aborted = () => Promise.reject(new DOMException('The upload was aborted.', 'AbortError'));
    expect((await run(aborted, { failure: 'Failed to upload file' })).ok).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it("keeps the line below the screen's title, and rolls back before reading again when asked", async () => {
    const rolledBack = vi.fn();
    const outcome = await run(refused('Queue locked'), {
      failure: { title: 'Failed to reorder', description: 'The order was put back' },
      onError: rolledBack,
      invalidates: [leads()],
      invalidateOnFailure: true,
    });
    expect(notify).toHaveBeenLastCalledWith('error', 'Queue locked', 'The order was put back');
    expect(rolledBack).toHaveBeenCalledOnce();
    expect(outcome.stale).toEqual([leads().queryKey]);
  });
});
