import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { GroupsSection } from './groups-section';
import { LeadsSection } from './leads-section';

export function ContactsScreen() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('screens.contacts.title')}
      description={t('screens.contacts.description')}
      gap="8"
      actions={
        <Button asChild variant="outline">
          <Link to="/contacts/import-data">{t('contacts.importLink')}</Link>
        </Button>
      }
    >
      <LeadsSection />
      <GroupsSection />
    </PageFrame>
  );
}
