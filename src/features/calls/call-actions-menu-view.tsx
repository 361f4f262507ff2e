import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { actions, type CallActionsMenuProps } from './call-actions-menu';
import { MoreIcon } from './calls-icons';
import { dangerMenuItem } from '@/components/danger-menu-item';

export function ActionsMenu({ callId, label, canDelete, onAction }: CallActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu.Root
      defaultOpen
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        const action = actions.find((known) => known === details.value);
        if (action) onAction(action);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="xs" aria-label={label}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
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
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
