import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/toaster';
import { renderHookWithProviders } from '@/test/render';
import { json } from '@/test/responses';
import type { TeamUser } from './team-model';
import { teamQuery, useRemoveMember, useSendPasswordReset, useSetMemberPassword } from './team-queries';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return {
    ...actual,
    ...actual.createApiClients({
      baseUrl: 'http://api.test',
      mockMode: false,
      onUnauthorized: () => undefined,
    }),
  };
});
vi.mock('@/components/toaster', () => ({ notify: vi.fn() }));

const PRIYA: TeamUser = {
  id: '6650a1f2c3d4e5f601234569',
  firstName: 'Priya',
  lastName: 'Natarajan',
  email: 'priya.natarajan@brightsmile-dental.com',
  role: 'viewer',
  roleId: '6650a1f2c3d4e5f677770003',
  company: '6650a1f2c3d4e5f6aaaa0001',
  language: 'en',
  avatar: '',
  status: 'active',
  isSuperAdmin: false,
  lastLoginAt: null,
  createdAt: '2026-03-21T18:45:00Z',
};

let requests: Request[];
let answer: (request: Request) => Response;

beforeEach(() => {
  requests = [];
  answer = () => json(200, { success: true, message: '' });
  vi.stubGlobal('fetch', (request: Request) => {
    requests.push(request.clone());
    return Promise.resolve(answer(request));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const sent = async () => {
  const [request] = requests;
  if (!request) throw new Error('nothing was sent');
  const body: unknown = request.method === 'DELETE' ? undefined : await request.json();
  return { method: request.method, path: new URL(request.url).pathname, body };
};

describe("a team member's administration", () => {
  it('removes the member by id, says so by name, and reads the team again', async () => {
    const { result, queryClient } = await renderHookWithProviders(() => useRemoveMember());
    queryClient.setQueryData(teamQuery().queryKey, { data: [PRIYA] });
    await act(() => result.current.mutateAsync(PRIYA));
    expect(await sent()).toEqual({ method: 'DELETE', path: `/users/${PRIYA.id}`, body: undefined });
    expect(notify).toHaveBeenCalledWith('success', 'Priya Natarajan was removed from the team');
    expect(queryClient.getQueryState(teamQuery().queryKey)?.isInvalidated).toBe(true);
  });

  it("e-mails the reset link by the member's id and shows the server's words", async () => {
    answer = () => json(200, { success: true, message: 'A password reset link was sent to priya@x.co' });
    const { result } = await renderHookWithProviders(() => useSendPasswordReset());
    await act(() => result.current.mutateAsync(PRIYA));
    expect(await sent()).toEqual({
      method: 'POST',
      path: '/users/resetpassword/',
      body: { userId: PRIYA.id },
    });
    expect(notify).toHaveBeenCalledWith('success', 'A password reset link was sent to priya@x.co');
  });

  it('sets the new password alone, and says why when the server refuses it', async () => {
    const { result } = await renderHookWithProviders(() => useSetMemberPassword());
    const form = { newPassword: 'Bright-Chairs-42', confirmPassword: 'Bright-Chairs-42' };
    await act(() => result.current.mutateAsync({ user: PRIYA, form }));
    expect(await sent()).toEqual({
      method: 'POST',
      path: `/users/${PRIYA.id}/change-password/`,
      body: { newPassword: 'Bright-Chairs-42' },
    });
    expect(notify).toHaveBeenCalledWith('success', 'The password of Priya Natarajan was changed');

    answer = () => json(422, { message: 'The password is too common.' });
    await act(async () => {
      await result.current.mutateAsync({ user: PRIYA, form }).catch(() => undefined);
    });
    expect(notify).toHaveBeenLastCalledWith('error', 'The password is too common.');
  });
});
