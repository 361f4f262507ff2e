import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The screens are not what this is about, and loading every route takes long.
vi.mock('@/app/router', () => ({ queryClient: {}, router: {} }));
vi.mock('@/app/tab-session', () => ({ syncSessionAcrossTabs: vi.fn() }));
vi.mock('@/app/providers', () => ({ Providers: () => null }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  document.body.replaceChildren();
});

describe('starting the console with a bad setting', () => {
  it('shows a page naming the bad keys instead of a blank one', { timeout: 60_000 }, async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'ftp://api.example.test');
    vi.stubEnv('VITE_MOCK_MODE', 'perhaps');
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);

    await import('./main');

    expect(screen.getByRole('heading', { level: 1, name: 'The console cannot start' })).toBeDefined();
    const keys = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(keys.map((item) => item.textContent)).toEqual(['VITE_API_BASE_URL', 'VITE_MOCK_MODE']);
    expect(screen.getByText(/README/)).toBeDefined();
  });
});
