import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authorize, getUser } from '@/lib/session/session-store';
import { readAuthMessage, readToken } from '@/lib/session/token';
import { emptyUser } from '@/lib/session/user-info';
import { mayaClaims, testToken } from './token.testing';
import { useTokenRefresh } from './use-token-refresh';

const mocks = vi.hoisted(() => ({
  GET: vi.fn(),
  navigate: vi.fn(),
  location: { pathname: '/calls', href: '/calls?agentId=a1' },
}));

vi.mock('@/api/client', () => ({ api: { GET: mocks.GET } }));
vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ navigate: mocks.navigate, state: { location: mocks.location } }),
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const now = Date.UTC(2026, 10, 20, 12, 0, 0);
const soon = testToken({ ...mayaClaims, exp: Math.floor(now / 1000) + 120 });
const renewed = testToken({ ...mayaClaims, firstName: 'Maya-Renewed', exp: Math.floor(now / 1000) + 3600 });

const answer = (status: number, body: unknown) =>
  status < 400
    ? { data: body, error: undefined, response: new Response(null, { status }) }
    : { data: undefined, error: body, response: new Response(null, { status }) };

describe('useTokenRefresh', () => {
  beforeEach(() => {
    mocks.GET.mockReset();
    mocks.navigate.mockReset();
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves a token far from expiry alone', async () => {
    authorize(testToken({ ...mayaClaims, exp: 4102444800 }));
    const { unmount } = renderHook(() => {
      useTokenRefresh();
    });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(mocks.GET).not.toHaveBeenCalled();
    unmount();
  });

  it('authorizes the user with the refreshed token', async () => {
    authorize(soon);
    mocks.GET.mockResolvedValue(answer(200, { message: 'Token refreshed', data: renewed }));
    const { unmount } = renderHook(() => {
      useTokenRefresh();
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(mocks.GET).toHaveBeenCalledWith('/users/refresh');
    expect(readToken()).toBe(renewed);
    expect(getUser()).toMatchObject({ firstName: 'Maya-Renewed', isAuthorized: true });
    expect(mocks.navigate).not.toHaveBeenCalled();
    unmount();
  });

  it('a server failure that lasts resets the session and sends the user to sign in with the message', async () => {
    authorize(soon);
    mocks.GET.mockResolvedValue(answer(500, { message: 'Something went wrong on our side.' }));
    const { unmount } = renderHook(() => {
      useTokenRefresh();
    });
    await vi.advanceTimersByTimeAsync(0);
    // Asked again with growing pauses before it counts.
    expect(readToken()).toBe(soon);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(mocks.GET).toHaveBeenCalledTimes(5);
    expect(readToken()).toBeNull();
    expect(getUser()).toEqual(emptyUser);
    expect(readAuthMessage()).toBe('Something went wrong on our side.');
    expect(mocks.navigate).toHaveBeenCalledWith({ to: '/login', search: { next: '/calls?agentId=a1' } });
    unmount();
  });

  it('an unreadable new token is a failure too', async () => {
    authorize(soon);
    mocks.GET.mockResolvedValue(answer(200, { data: 'not-a-token' }));
    const { unmount } = renderHook(() => {
      useTokenRefresh();
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(getUser()).toEqual(emptyUser);
    expect(readAuthMessage()).toBe('auth.refresh.failed');
    expect(mocks.navigate).toHaveBeenCalled();
    unmount();
  });

  it('a 401 resets the session and leaves the redirect to the 401 flow', async () => {
    authorize(soon);
    mocks.GET.mockResolvedValue(answer(401, { message: 'Your session has expired. Please sign in again.' }));
    const { unmount } = renderHook(() => {
      useTokenRefresh();
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(getUser()).toEqual(emptyUser);
    expect(mocks.navigate).not.toHaveBeenCalled();
    unmount();
  });

  it('a network failure that lasts resets the session with the fallback message', async () => {
    authorize(soon);
    mocks.GET.mockRejectedValue(new TypeError('Failed to fetch'));
    const { unmount } = renderHook(() => {
      useTokenRefresh();
    });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(getUser()).toEqual(emptyUser);
    expect(readAuthMessage()).toBe('auth.refresh.failed');
    unmount();
  });

  it('one network blip at refresh time does not end the session: it is asked again and renewed', async () => {
    authorize(soon);
    mocks.GET.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(
      answer(200, { message: 'Token refreshed', data: renewed }),
    );
    const { unmount } = renderHook(() => {
      useTokenRefresh();
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(mocks.GET).toHaveBeenCalledTimes(2);
    expect(readToken()).toBe(renewed);
    expect(getUser()).toMatchObject({ firstName: 'Maya-Renewed', isAuthorized: true });
    expect(mocks.navigate).not.toHaveBeenCalled();
    unmount();
  });

  it('a failed refresh leaves alone the newer token another tab stored meanwhile', async () => {
    authorize(soon);
    mocks.GET.mockImplementation(() => {
      // Another tab refreshed first (its own request went through).
      localStorage.setItem('token', renewed);
      return Promise.resolve(answer(401, { message: 'Token already refreshed' }));
    });
    const { unmount } = renderHook(() => {
      useTokenRefresh();
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(readToken()).toBe(renewed);
    expect(readAuthMessage()).toBeNull();
    expect(mocks.navigate).not.toHaveBeenCalled();
    unmount();
  });

  it('a refresh answered after another tab signed out does not sign this one back in', async () => {
    authorize(soon);
    mocks.GET.mockImplementation(() => {
      localStorage.removeItem('token');
      return Promise.resolve(answer(200, { message: 'Token refreshed', data: renewed }));
    });
    const { unmount } = renderHook(() => {
      useTokenRefresh();
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(readToken()).toBeNull();
    unmount();
  });
});
