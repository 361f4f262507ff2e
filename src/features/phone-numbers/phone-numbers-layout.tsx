import { Link as ChakraLink, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';

export type PhoneNumbersTab = 'available' | 'reserved' | 'requested';

const tabs = [
  { key: 'available', to: '/phonenumbers/available', screen: 'phonenumbersAvailable' },
  { key: 'reserved', to: '/phonenumbers/reserved', screen: 'phonenumbersReserved' },
  { key: 'requested', to: '/phonenumbers/requested', screen: 'phonenumbersRequested' },
] as const;

export function PhoneNumbersLayout({ tab, children }: { tab: PhoneNumbersTab; children: ReactNode }) {
  const { t } = useTranslation();
  const current = tabs.find((entry) => entry.key === tab) ?? tabs[0];
  return (
    <PageFrame
      title={t(`screens.${current.screen}.title`)}
      description={t(`screens.${current.screen}.description`)}
    >
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
    </PageFrame>
  );
}
