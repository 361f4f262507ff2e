import { Link as ChakraLink, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PhoneNumbersTab = 'available' | 'reserved' | 'requested';

const tabs = [
  { key: 'available', to: '/phonenumbers/available', screen: 'phonenumbersAvailable' },
  { key: 'reserved', to: '/phonenumbers/reserved', screen: 'phonenumbersReserved' },
  { key: 'requested', to: '/phonenumbers/requested', screen: 'phonenumbersRequested' },
] as const;

/**
 * The frame of the phone-number screens: the screen's heading and description, and links to
 * the three lists (Available, Reserved, Requested), the current one marked for screen readers.
 */
export function PhoneNumbersLayout({ tab, children }: { tab: PhoneNumbersTab; children: ReactNode }) {
  const { t } = useTranslation();
  const current = tabs.find((entry) => entry.key === tab) ?? tabs[0];
  return (
    <Stack gap="6" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t(`screens.${current.screen}.title`)}
        </Heading>
        <Text color="fg.muted">{t(`screens.${current.screen}.description`)}</Text>
      </Stack>
      <nav aria-label={t('phoneNumbers.tabs.label')}>
        <HStack as="ul" gap="1" borderBottomWidth="1px" listStyleType="none" wrap="wrap">
          {tabs.map((entry) => {
            const active = entry.key === tab;
            return (
              <li key={entry.key}>
                <ChakraLink
                  asChild
                  display="inline-block"
                  px="4"
                  py="2"
                  mb="-1px"
                  borderBottomWidth="2px"
                  borderColor={active ? 'brand.solid' : 'transparent'}
                  fontWeight={active ? 'semibold' : 'normal'}
                  color={active ? 'fg' : 'fg.muted'}
                  textDecoration="none"
                >
                  <Link to={entry.to} aria-current={active ? 'page' : undefined}>
                    {t(`phoneNumbers.tabs.${entry.key}`)}
                  </Link>
                </ChakraLink>
              </li>
            );
          })}
        </HStack>
      </nav>
      {children}
    </Stack>
  );
}
