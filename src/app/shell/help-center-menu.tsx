import { Box, Menu, Portal, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { HelpCenterButton } from './help-center-button';
import { BookIcon, ExternalIcon, FlagIcon, TicketIcon } from './overlay-icons';
import { startTour } from './tour/tour-store';
import { UnreadTicketsBadge, useUnreadLabel } from './unread-tickets';

interface Props {
  /** Read by the sidebar's slot, which draws the trigger until this part has come. */
  unread: number;
}

export function HelpCenterMenu({ unread }: Props) {
  const { t } = useTranslation();
  const unreadLabel = useUnreadLabel();
  return (
    <Menu.Root positioning={{ placement: 'right-end', strategy: 'fixed' }}>
      <Menu.Trigger asChild>
        <HelpCenterButton unread={unread} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.Item value="docs" asChild>
              <a href={env.docsUrl} target="_blank" rel="noopener noreferrer">
                <BookIcon boxSize="4" />
                <Box flex="1">{t('shell.help.documentation')}</Box>
                <ExternalIcon boxSize="3.5" color="fg.muted" />
                <VisuallyHidden>{t('shell.help.newTab')}</VisuallyHidden>
              </a>
            </Menu.Item>
            <Menu.Item value="tour" onSelect={() => startTour({ focus: true })}>
              <FlagIcon boxSize="4" />
              {t('shell.help.tour')}
            </Menu.Item>
            <Menu.Item value="tickets" asChild>
              <Link
                to="/company-settings"
                search={{ tab: 'tickets' }}
                activeProps={{}}
                aria-label={unreadLabel(t('shell.help.tickets'), unread)}
              >
                <TicketIcon boxSize="4" />
                {t('shell.help.tickets')}
                <UnreadTicketsBadge count={unread} />
              </Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
