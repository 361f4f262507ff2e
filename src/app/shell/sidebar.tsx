import { Box, Flex, Stack } from '@chakra-ui/react';
import { BrandMark } from './brand-mark';
import { NavList } from './nav-list';
import { HelpCenterSlot } from './overlay-slots';
import { SignOutButton } from './sign-out-button';

export function Sidebar() {
  return (
    <Flex
      direction="column"
      hideBelow="md"
      flexShrink={0}
      w={{ md: '15rem', xl: '16rem' }}
      h="100dvh"
      position="sticky"
      top="0"
      overflowY="auto"
      borderRightWidth="1px"
      bg="bg.panel"
      px="3"
      py="4"
      gap="6"
    >
      <BrandMark />
      <Box flex="1">
        <NavList withTooltip />
      </Box>
      <Stack gap="1" borderTopWidth="1px" pt="3">
        <HelpCenterSlot />
        <SignOutButton />
      </Stack>
    </Flex>
  );
}
