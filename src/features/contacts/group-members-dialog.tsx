import { Button, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { LoadingState, QueryView } from '@/components/query-states';
import { leadPageQuery, phoneSearchQuery, useGroupChange } from './contacts-queries';
import { Pagination } from '@/components/pagination';
import { isPhoneSearch, leadName, type Group, type Lead } from './lead-model';
import { useDebounced } from '@/lib/use-debounced';
import { InfoDialog } from '@/components/info-dialog';

const MEMBERS_PAGE_SIZE = 10;

function LeadLine({ lead, action }: { lead: Lead; action: ReactNode }) {
  return (
    <HStack as="li" justify="space-between" gap="3" py="1.5" borderBottomWidth="1px">
      <Stack gap="0" minW="0">
        <Text fontWeight="medium" wordBreak="break-word">
          {leadName(lead)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {lead.phone}
        </Text>
      </Stack>
      {action}
    </HStack>
  );
}

export function GroupMembersDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useGroupChange();
  const [pageIndex, setPageIndex] = useState(0);
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const byPhone = isPhoneSearch(settled);
  const [added, setAdded] = useState<Set<string>>(
    () => new Set(Array.isArray(group.leads) ? group.leads : []),
  );
  const members = useQuery(
    leadPageQuery({
      groupId: group.id,
      pageIndex,
      pageSize: MEMBERS_PAGE_SIZE,
      sortBy: 'firstName',
      sortOrder: 'asc',
    }),
  );
  const textSearch = useQuery({
    ...leadPageQuery({ search: settled, pageIndex: 0, pageSize: 10 }),
    enabled: settled.length > 0 && !byPhone,
  });
  const phoneSearch = useQuery({ ...phoneSearchQuery(settled), enabled: byPhone });
  const found = settled ? ((byPhone ? phoneSearch.data?.data : textSearch.data?.data.data) ?? []) : [];
  const searching = settled.length > 0 && (byPhone ? phoneSearch.isFetching : textSearch.isFetching);
  const memberRows = members.data?.data.data ?? [];

  const add = (lead: Lead) =>
    change.mutate(
      { kind: 'addLeads', group, leadIds: [lead.id] },
      { onSuccess: () => setAdded((ids) => new Set(ids).add(lead.id)) },
    );
  const remove = (lead: Lead) =>
    change.mutate(
      { kind: 'removeLeads', group, leadIds: [lead.id] },
      {
        onSuccess: () =>
          setAdded((ids) => {
            const next = new Set(ids);
            next.delete(lead.id);
            return next;
          }),
      },
    );

  return (
    <InfoDialog title={t('contacts.groups.membersTitle', { name: group.name })} onClose={onClose} size="lg">
      <Stack as="section" gap="2" aria-labelledby="group-members-heading">
        <Heading as="h3" size="sm" id="group-members-heading">
          {t('contacts.groups.members')}
        </Heading>
        <QueryView
          query={members}
          errorText={errorMessage(members.error, t('contacts.groups.membersError'))}
          empty={memberRows.length === 0}
          emptyText={t('contacts.groups.noMembers')}
        >
          {(data) => (
            <>
              <Stack as="ul" listStyleType="none" gap="0" aria-label={t('contacts.groups.members')}>
                {memberRows.map((lead) => (
                  <LeadLine
                    key={lead.id}
                    lead={lead}
                    action={
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        disabled={change.isPending}
                        aria-label={t('contacts.groups.removeOf', {
                          name: leadName(lead),
                          group: group.name,
                        })}
                        onClick={() => remove(lead)}
                      >
                        {t('contacts.groups.remove')}
                      </Button>
                    }
                  />
                ))}
              </Stack>
              <Pagination
                label={t('contacts.groups.membersPaging')}
                page={pageIndex + 1}
                pageSize={MEMBERS_PAGE_SIZE}
                total={data.data.total}
                shown={memberRows.length}
                onPage={(page) => setPageIndex(page - 1)}
              />
            </>
          )}
        </QueryView>
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="group-add-heading">
        <Heading as="h3" size="sm" id="group-add-heading">
          {t('contacts.groups.addTitle')}
        </Heading>
        <Input
          type="search"
          aria-label={t('contacts.groups.addSearch')}
          placeholder={t('contacts.leads.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {searching ? (
          <LoadingState />
        ) : settled && found.length === 0 ? (
          <Text role="status" color="fg.muted">
            {t('contacts.leads.noMatch')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0" aria-label={t('contacts.groups.addResults')}>
            {found.map((lead) => (
              <LeadLine
                key={lead.id}
                lead={lead}
                action={
                  added.has(lead.id) ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('contacts.groups.inGroup')}
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={change.isPending}
                      aria-label={t('contacts.groups.addOf', {
                        name: leadName(lead),
                        group: group.name,
                      })}
                      onClick={() => add(lead)}
                    >
                      {t('contacts.groups.add')}
                    </Button>
                  )
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
    </InfoDialog>
  );
}
