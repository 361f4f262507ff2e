import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { companyDids, namesById } from './did-model';
import { useBaseColumns, type DidColumn } from './did-table';
import { CompanyNumbers } from './company-numbers';
import { agentsQuery, didsQuery } from './phone-numbers-queries';
import { useUser } from '@/lib/session/session-store';
import { PhoneNumbersLayout } from './phone-numbers-layout';

export function ReservedScreen() {
  const { t } = useTranslation();
  const user = useUser();
  const dids = useQuery({
    ...didsQuery('Assigned'),
    select: (r) => companyDids(r.data.data, 'Assigned', user),
  });
  // The names are a nicety: without them (still loading, or failed) the links say "Open agent".
  const agents = useQuery({ ...agentsQuery(), select: (r) => namesById(r.data) });
  const nameOf = (id: string) => agents.data?.get(id) ?? t('phoneNumbers.reserved.unknownAgent');
  const columns: DidColumn[] = [
    ...useBaseColumns(),
    {
      key: 'inbound',
      header: t('phoneNumbers.columns.inboundAgent'),
      cell: (did) =>
        did.inboundAgent ? (
          <ChakraLink asChild colorPalette="brand">
            <Link to="/agent/prompt_editor" search={{ agentId: did.inboundAgent }}>
              {nameOf(did.inboundAgent)}
            </Link>
          </ChakraLink>
        ) : (
          <Text as="span" color="fg.muted">
            {t('phoneNumbers.reserved.notAssigned')}
          </Text>
        ),
    },
    {
      key: 'outbound',
      header: t('phoneNumbers.columns.outboundAgents'),
      cell: (did) =>
        did.outboundAgents.length === 0 ? (
          <Text as="span" color="fg.muted">
            {t('phoneNumbers.reserved.none')}
          </Text>
        ) : (
          did.outboundAgents.map((id) => nameOf(id)).join(', ')
        ),
    },
  ];

  return (
    <PhoneNumbersLayout tab="reserved">
      <CompanyNumbers
        query={dids}
        emptyText={t('phoneNumbers.reserved.empty')}
        label={t('phoneNumbers.reserved.table')}
        columns={columns}
      />
    </PhoneNumbersLayout>
  );
}
