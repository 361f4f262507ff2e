import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SearchTarget } from './use-search-entries';

export function useGoToResult(): (target: SearchTarget) => void {
  const navigate = useNavigate();
  return useCallback(
    (target) => {
      switch (target.kind) {
        case 'screen':
          void navigate({ to: target.to });
          return;
        case 'settings':
          void navigate({ to: '/company-settings', search: { tab: target.tab } });
          return;
        case 'agent':
          void navigate({
            to: '/agent/prompt_editor',
            // The id makes the link work on its own; the state only speeds up the first paint.
            search: { agentId: target.agent.id },
            state: (previous) => ({ ...previous, agent: target.agent }),
          });
          return;
        case 'contact':
          void navigate({ to: '/contacts', search: { leadId: target.id } });
          return;
      }
    },
    [navigate],
  );
}
