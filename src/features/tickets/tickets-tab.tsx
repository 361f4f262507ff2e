import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A tab of /company-settings: being built. */
export function TicketsTab(_props: TicketsTabProps) {
  const { t } = useTranslation();
  return <Text color="fg.muted">{t('screenPending.title')}</Text>;
}

export interface TicketsTabProps {
  /** The ticket open in the address (`?ticket=`), if any. */
  ticketId: string | undefined;
  /** Opens a ticket (or closes it: undefined), through the address. */
  onOpenTicket: (ticketId: string | undefined) => void;
}
