import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MemberAction } from './team-model';
import { dangerMenuItem } from '@/components/danger-menu-item';

interface MemberActionsMenuProps {
  name: string;
  actions: readonly MemberAction[];
  busy: boolean;
  onAction: (action: MemberAction) => void;
}

export function MemberActionsMenu({ name, actions, busy, onAction }: MemberActionsMenuProps) {
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
        <Button size="xs" variant="outline" loading={busy} aria-label={t('team.actions.for', { name })}>
          {t('team.actions.button')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            {actions.map((action) => (
              <Menu.Item key={action} value={action} {...dangerMenuItem(action === 'remove')}>
                {t(`team.actions.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
