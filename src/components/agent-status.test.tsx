import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AgentStatusBadge, agentDirectionWord, agentStatusWord } from './agent-status';

describe('the words for an agent status and direction', () => {
  it('knows the contract values', () => {
    expect(agentStatusWord('paused')).toBe('paused');
    expect(agentDirectionWord('outbound')).toBe('outbound');
  });

  it('reads anything else as unknown', () => {
    for (const value of [undefined, null, '', 'archived', 3]) {
      expect(agentStatusWord(value)).toBe('unknown');
      expect(agentDirectionWord(value)).toBe('unknown');
    }
  });

  it('shows a readable word, never a key, in both languages', async () => {
    const { unmount } = await renderWithProviders(<AgentStatusBadge status={undefined} />);
    expect(screen.getByText('Unknown status')).toBeTruthy();
    unmount();
    await renderWithProviders(<AgentStatusBadge status="active" />, { language: 'es' });
    expect(screen.getByText('Activo')).toBeTruthy();
  });
});
