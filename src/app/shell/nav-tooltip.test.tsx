import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NavTooltip } from './nav-tooltip';

describe('NavTooltip', () => {
  it(
    'keeps the entry the user is on when the tooltip arrives after the first paint',
    { timeout: 20_000 },
    async () => {
      await renderWithProviders(
        <NavTooltip content="Manage and configure your agents.">
          <a href="/agent">Agent</a>
        </NavTooltip>,
      );
      const link = screen.getByRole('link', { name: 'Agent' });
      link.focus();

      // The tooltip's machine has made the entry its trigger.
      // The tooltip's chunk imports the shell's menus: seconds on a busy machine.
      await waitFor(() => expect(link.dataset['state']).toBe('closed'), { timeout: 15_000 });
      expect(screen.getByRole('link', { name: 'Agent' })).toBe(link);
      expect(document.activeElement).toBe(link);
    },
  );

  it('is only the entry when disabled', async () => {
    await renderWithProviders(
      <NavTooltip content="Tip" disabled>
        <a href="/agent">Agent</a>
      </NavTooltip>,
    );
    expect(screen.getByRole('link', { name: 'Agent' }).dataset['state']).toBeUndefined();
  });
});
