import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { GroupsSection } from './groups-section';
import { LeadsSection } from './leads-section';

interface Props {
  openLeadId?: string | undefined;
  onCloseLead?: () => void;
}

export function ContactsScreen({ openLeadId, onCloseLead }: Props) {
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
      <LeadsSection openLeadId={openLeadId} onCloseLead={onCloseLead} />
      <GroupsSection />
    </PageFrame>
  );
}
