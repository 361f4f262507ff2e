import { Box, chakra, Drawer, Flex, IconButton, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { useUser } from '@/lib/session/session-store';
import { MobileMenuButton } from './mobile-menu-button';
import { navItemStyle } from './nav-item-style';
import { NavList } from './nav-list';
import { BookIcon, CloseIcon, FlagIcon, TicketIcon } from './overlay-icons';
import { startTour } from './tour/tour-store';
import { UnreadTicketsBadge, useUnreadLabel, useUnreadTickets } from './unread-tickets';
import { UserInitial } from './user-initial';
import { fullNameOf } from './user-names';

export function MobileMenu() {
  const { t } = useTranslation();
  const unread = useUnreadTickets();
  const unreadLabel = useUnreadLabel();
  const user = useUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Open only on the page it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const tourAfterClose = useRef(false);
  const name = fullNameOf(user, t('header.fallbackName'));

  const takeTour = () => {
    tourAfterClose.current = true;
    setOpenOn(null);
  };

  return (
    <Drawer.Root
      placement="start"
      open={openOn === pathname}
      onOpenChange={(details) => setOpenOn(details.open ? pathname : null)}
      onExitComplete={() => {
        if (tourAfterClose.current) {
          tourAfterClose.current = false;
          startTour({ focus: true });
        }
      }}
    >
      <Drawer.Trigger asChild>
        <MobileMenuButton />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            maxW="18rem"
            _open={{ animationDuration: '300ms' }}
            _closed={{ animationDuration: '300ms' }}
          >
            <Drawer.Header borderBottomWidth="1px" pb="4">
              <Drawer.Title srOnly>{t('shell.mobile.title')}</Drawer.Title>
              <Flex align="center" gap="3" minW="0" flex="1">
                <UserInitial name={name} size="md" />
                <Text fontWeight="semibold" truncate>
                  {name}
                </Text>
              </Flex>
              <Drawer.CloseTrigger asChild position="static">
                <IconButton variant="ghost" size="sm" aria-label={t('shell.mobile.close')}>
                  <CloseIcon />
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body py="4" px="3">
              <NavList withTooltip={false} />
            </Drawer.Body>
            <Drawer.Footer display="block" borderTopWidth="1px" px="3" py="3">
              <Box as="section" aria-labelledby="mobile-help-title">
                <Text
                  id="mobile-help-title"
                  fontSize="xs"
                  fontWeight="semibold"
                  color="fg.muted"
                  px="3"
                  pb="1"
                >
                  {t('shell.help.title')}
                </Text>
                <Stack gap="1">
                  <Box asChild css={navItemStyle}>
                    <a href={env.docsUrl} target="_blank" rel="noopener noreferrer">
                      <BookIcon />
                      <span>{t('shell.help.documentation')}</span>
                      <VisuallyHidden>{t('shell.help.newTab')}</VisuallyHidden>
                    </a>
                  </Box>
                  <chakra.button type="button" css={navItemStyle} onClick={takeTour}>
                    <FlagIcon />
                    <span>{t('shell.help.tour')}</span>
                  </chakra.button>
                  <Box asChild css={navItemStyle}>
                    <Link
                      to="/company-settings"
                      search={{ tab: 'tickets' }}
                      activeProps={{}}
                      onClick={() => setOpenOn(null)}
                      aria-label={unreadLabel(t('shell.help.tickets'), unread)}
                    >
                      <TicketIcon />
                      <span>{t('shell.help.tickets')}</span>
                      <UnreadTicketsBadge count={unread} />
                    </Link>
                  </Box>
                </Stack>
              </Box>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
