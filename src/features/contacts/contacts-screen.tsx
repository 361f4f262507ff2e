import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GroupsSection } from './groups-section';
import { LeadsSection } from './leads-section';

/** /contacts: the contacts (leads) and, under them, their groups. */
export function ContactsScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="8" px={{ base: '4', md: '8' }} py="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('screens.contacts.title')}
          </Heading>
          <Text color="fg.muted">{t('screens.contacts.description')}</Text>
        </Stack>
        <Button asChild variant="outline">
          <Link to="/contacts/import-data">{t('contacts.importLink')}</Link>
        </Button>
      </HStack>
      <LeadsSection />
      <GroupsSection />
    </Stack>
  );
}
