import { Menu } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { actions, type CallActionsMenuProps } from './call-actions-menu';
import { MoreIcon } from './calls-icons';
import { dangerMenuItem } from '@/components/danger-menu-item';
import { OpenedMenu } from '@/components/opened-menu';

export function ActionsMenu({ callId, label, canDelete, onAction }: CallActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <OpenedMenu
      label={label}
      icon={<MoreIcon />}
      size="xs"
      onSelect={(value) => {
        const action = actions.find((known) => known === value);
        if (action) onAction(action);
      }}
    >
      <Menu.Item value="play" asChild>
        <Link to="/playcall" search={{ id: callId }}>
          {t('calls.actions.play')}
        </Link>
      </Menu.Item>
      <Menu.Item value="summary" asChild>
        <Link to="/summarycall" search={{ id: callId }}>
          {t('calls.actions.summary')}
        </Link>
      </Menu.Item>
      {actions.map((action) => (
        <Menu.Item
          key={action}
          value={action}
          disabled={action === 'delete' && !canDelete}
          {...dangerMenuItem(action === 'delete')}
        >
          {t(`calls.actions.${action}`)}
        </Menu.Item>
      ))}
    </OpenedMenu>
  );
}
