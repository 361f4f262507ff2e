import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MoreIcon } from './agent-icons';

export type AgentAction = 'open' | 'rename' | 'avatar' | 'duplicate' | 'delete';
const actions: readonly AgentAction[] = ['open', 'rename', 'avatar', 'duplicate', 'delete'];

export function AgentActionsMenu({
  name,
  onAction,
}: {
  name: string;
  onAction: (action: AgentAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        const action = actions.find((known) => known === details.value);
        if (action) onAction(action);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t('agents.list.actionsFor', { name })}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {actions.map((action) => (
              <Menu.Item
                key={action}
                value={action}
                color={action === 'delete' ? 'fg.error' : undefined}
                _hover={action === 'delete' ? { bg: 'bg.error', color: 'fg.error' } : undefined}
              >
                {t(`agents.actions.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
