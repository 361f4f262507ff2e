import { IconButton } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoreIcon } from '../agent-icons';
import type { StatusMove } from '../go-live/readiness';
import { lazyNamed } from '@/lib/lazy-named';

export type AgentAction = 'open' | 'testCall' | 'rename' | 'avatar' | 'duplicate' | 'delete';
export const actions: readonly AgentAction[] = [
  'open',
  'testCall',
  'rename',
  'avatar',
  'duplicate',
  'delete',
];

export interface AgentActionsMenuProps {
  name: string;
  agentId?: string;
  onAction: (action: AgentAction) => void;
  status?: { current: unknown; onMove: (move: StatusMove) => void };
}

// Ark's menu and its positioning were 10 files and 30 KiB of the agents list's first view, for a
// menu per card that nobody had opened yet: it comes when a card's button is approached.
const ActionsMenu = lazyNamed(() => import('./agent-actions-menu-view'), 'AgentActionsMenuView');

export function AgentActionsMenu(props: AgentActionsMenuProps) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const plain = (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={t('agents.list.actionsFor', { name: props.name })}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void ActionsMenu.preload()}
      onFocus={() => void ActionsMenu.preload()}
      onClick={() => setUsed(true)}
    >
      <MoreIcon />
    </IconButton>
  );
  if (!used) return plain;
  return (
    <Suspense fallback={plain}>
      <ActionsMenu {...props} />
    </Suspense>
  );
}
