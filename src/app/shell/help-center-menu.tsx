import { Box, Menu, Portal, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { navItemStyle } from './nav-item-style';
import { BookIcon, ExternalIcon, FlagIcon, HelpIcon, TicketIcon } from './shell-icons';
import { startTour } from './tour/tour-store';
import { UnreadTicketsBadge, useUnreadLabel, useUnreadTickets } from './unread-tickets';

export function HelpCenterMenu() {
  const { t } = useTranslation();
  const unread = useUnreadTickets();
  const unreadLabel = useUnreadLabel();
  return (
    <Menu.Root positioning={{ placement: 'right-end', strategy: 'fixed' }}>
      <Menu.Trigger css={navItemStyle} aria-label={unreadLabel(t('shell.help.title'), unread)}>
        <HelpIcon />
        <Box as="span" flex="1">
          {t('shell.help.title')}
        </Box>
        {/* New replies on a ticket: a dot here (the label says how many), the count inside. */}
        {unread > 0 && <Box as="span" aria-hidden="true" boxSize="2" borderRadius="full" bg="red.solid" />}
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
