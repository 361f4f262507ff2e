import { Flex } from '@chakra-ui/react';
import { useUser } from '@/lib/session/session-store';
import { Greeting } from './greeting';
import { HeaderSearch } from './header-search';
import { MobileMenuSlot, NotificationBellSlot, UserMenuSlot } from './overlay-slots';

export function AppHeader({ withMenu }: { withMenu: boolean }) {
  const user = useUser();
  return (
    <Flex
      as="header"
      align="center"
      wrap="wrap"
      columnGap={{ base: '1', md: '2' }}
      rowGap="2"
      px={{ base: '3', md: '8' }}
      py={{ base: '3', md: '4' }}
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      {withMenu && <MobileMenuSlot />}
      <Greeting />
      {user.isAuthorized && <HeaderSearch />}
      <NotificationBellSlot />
      {user.isAuthorized && <UserMenuSlot />}
    </Flex>
  );
}
