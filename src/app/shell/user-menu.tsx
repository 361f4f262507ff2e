import { Box, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/session/session-store';
import { setTheme, useTheme, type Theme } from '@/lib/settings';
import { SettingsIcon } from './overlay-icons';
import { SignOutIcon } from './shell-icons';
import { toUserLanguage, userLanguages } from '@/lib/user-language';
import { useChangeLanguage } from './use-change-language';
import { useSignOut } from './use-sign-out';
import { UserInitial } from './user-initial';
import { UserMenuButton } from './user-menu-button';
import { fullNameOf } from './user-names';

const themes: readonly Theme[] = ['light', 'dark'];

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const theme = useTheme();
  const changeLanguage = useChangeLanguage();
  const signOut = useSignOut();
  const name = fullNameOf(user, t('header.fallbackName'));

  return (
    <Menu.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }}>
      <Menu.Trigger asChild>
        <UserMenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="16rem">
            <Stack direction="row" align="center" gap="3" px="2" py="2">
              <UserInitial name={name} size="md" />
              <Box minW="0">
                <Text fontWeight="semibold" truncate>
                  {name}
                </Text>
                {user.email && (
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {user.email}
                  </Text>
                )}
              </Box>
            </Stack>
            <Menu.Separator />
            <Menu.Item value="company-settings" asChild>
              <Link to="/company-settings" activeProps={{}}>
                <SettingsIcon boxSize="4" />
                {t('shell.userMenu.companySettings')}
              </Link>
            </Menu.Item>
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={theme}
              onValueChange={(details) => setTheme(details.value === 'dark' ? 'dark' : 'light')}
            >
              <Menu.ItemGroupLabel>{t('shell.theme.label')}</Menu.ItemGroupLabel>
              {themes.map((option) => (
                <Menu.RadioItem key={option} value={option}>
                  <Menu.ItemIndicator />
                  <Menu.ItemText>{t(`shell.theme.${option}`)}</Menu.ItemText>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={toUserLanguage(i18n.language)}
              onValueChange={(details) => changeLanguage(toUserLanguage(details.value))}
            >
              <Menu.ItemGroupLabel>{t('shell.language.label')}</Menu.ItemGroupLabel>
              {userLanguages.map((language) => (
                <Menu.RadioItem key={language} value={language}>
                  <Menu.ItemIndicator />
                  <Menu.ItemText lang={language}>{t(`shell.language.${language}`)}</Menu.ItemText>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={signOut}>
              <SignOutIcon boxSize="4" />
              {t('header.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
