import { Menu } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MoreIcon } from '../agent-icons';
import { statusMoves } from '../go-live/readiness';
import { actions, type AgentActionsMenuProps } from './agent-actions-menu';
import { dangerMenuItem } from '@/components/danger-menu-item';
import { OpenedMenu } from '@/components/opened-menu';

export function AgentActionsMenuView({ name, agentId, onAction, status }: AgentActionsMenuProps) {
  const { t } = useTranslation();
  const moves = status ? statusMoves(status.current) : [];
  return (
    <OpenedMenu
      label={t('agents.list.actionsFor', { name })}
      icon={<MoreIcon />}
      size="sm"
      onSelect={(value) => {
        const action = actions.find((known) => known === value);
        if (action) onAction(action);
        const move = moves.find((known) => `status:${known}` === value);
        if (move) status?.onMove(move);
      }}
    >
      {moves.map((move) => (
        <Menu.Item key={move} value={`status:${move}`}>
          {t(`agents.statusChange.moves.${move}`)}
        </Menu.Item>
      ))}
      {moves.length > 0 && <Menu.Separator />}
      {actions.map((action) => (
        <Menu.Item key={action} value={action} {...dangerMenuItem(action === 'delete')}>
          {t(`agents.actions.${action}`)}
        </Menu.Item>
      ))}
      {agentId !== undefined && (
        <>
          <Menu.Separator />
          <Menu.Item asChild value="conversationFlow">
            <Link to="/conversationflow" search={{ agentId }}>
              {t('agents.actions.conversationFlow')}
            </Link>
          </Menu.Item>
          <Menu.Item asChild value="schedule">
            <Link to="/agent/schedule_board" search={{ agentId }}>
              {t('agents.actions.schedule')}
            </Link>
          </Menu.Item>
          <Menu.Item asChild value="campaigns">
            <Link to="/campaign">{t('agents.actions.campaigns')}</Link>
          </Menu.Item>
        </>
      )}
    </OpenedMenu>
  );
}
