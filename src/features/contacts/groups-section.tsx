import { Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { DeleteRowButton, EditRowButton } from '@/components/row-buttons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { QueryView } from '@/components/query-states';
import { DialogLoading } from '@/components/dialog-loading';
import { GROUP_PAGE_SIZE, type GroupFormData, groupPageQuery, useGroupChange } from './contacts-queries';
import { lazyNamed } from '@/lib/lazy-named';
import { Pagination } from '@/components/pagination';
import { TableFrame } from '@/components/table-frame';
import { formatDateTime } from '@/lib/format';
import type { GroupDrawerProps } from './contact-drawers';
import { GroupMembersDialog } from './group-members-dialog';
import type { Group } from './lead-model';

const GroupDrawer = lazyNamed<'GroupDrawer', GroupDrawerProps>(
  () => import('./contact-drawers'),
  'GroupDrawer',
);

type Editing = { kind: 'create' } | { kind: 'update'; group: Group } | null;

const GROUP_PAGE_SIZES = [10, 20, 50] as const;

export function GroupsSection() {
  const { t, i18n } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(GROUP_PAGE_SIZE);
  const page = useQuery(groupPageQuery(pageIndex, pageSize));
  const change = useGroupChange();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const [members, setMembers] = useState<Group | null>(null);
  const groups = page.data?.data.data ?? [];

  // The last group of a later page was deleted: show the page before.
  if (page.isSuccess && !page.isPlaceholderData && groups.length === 0 && pageIndex > 0) {
    setPageIndex(Math.max(0, Math.min(pageIndex - 1, Math.ceil(page.data.data.total / pageSize) - 1)));
  }

  const save = (form: GroupFormData) => {
    const onSuccess = () => setEditing(null);
    if (editing?.kind === 'update')
      change.mutate({ kind: 'update', group: editing.group, form }, { onSuccess });
    else change.mutate({ kind: 'create', form }, { onSuccess });
  };

  return (
    <Stack as="section" aria-labelledby="contacts-groups-heading" gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id="contacts-groups-heading">
          {t('contacts.groups.title')}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="ghost" colorPalette="brand">
            <Link to="/campaign">{t('contacts.groups.campaigns')}</Link>
          </Button>
          <Button colorPalette="brand" variant="outline" onClick={() => setEditing({ kind: 'create' })}>
            {t('contacts.groups.new')}
          </Button>
        </HStack>
      </HStack>
      <QueryView
        query={page}
        errorText={errorMessage(page.error, t('contacts.groups.loadError'))}
        empty={groups.length === 0}
        emptyText={t('contacts.groups.empty')}
      >
        {(data) => (
          <Stack gap="3">
            <TableFrame
              caption={t('contacts.groups.title')}
              interactive
              minW="40rem"
              columns={[
                { key: 'name', label: t('contacts.groups.columns.name') },
                { key: 'description', label: t('contacts.groups.columns.description') },
                { key: 'members', label: t('contacts.groups.columns.members'), align: 'end' },
                { key: 'updated', label: t('contacts.groups.columns.updated') },
                { key: 'actions', label: t('contacts.columns.actions'), align: 'end' },
              ]}
            >
              {groups.map((group) => (
                <Table.Row key={group.id}>
                  <Table.Cell maxW="16rem">
                    <Text lineClamp={2} wordBreak="break-word" fontWeight="medium">
                      {group.name}
                    </Text>
                  </Table.Cell>
                  <Table.Cell maxW="24rem">
                    <Text lineClamp={2} wordBreak="break-word">
                      {group.description}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{group.leadsCount}</Table.Cell>
                  <Table.Cell>{formatDateTime(group.updatedAt, i18n.language)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justify="end" gap="1">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('contacts.groups.membersOf', { name: group.name })}
                        onClick={() => setMembers(group)}
                      >
                        {t('contacts.groups.members')}
                      </Button>
                      <EditRowButton
                        label={t('contacts.groups.editOf', { name: group.name })}
                        onClick={() => setEditing({ kind: 'update', group })}
                      />
                      <DeleteRowButton
                        label={t('contacts.groups.deleteOf', { name: group.name })}
                        onClick={() => setDeleting(group)}
                      />
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </TableFrame>
            <Pagination
              label={t('contacts.groups.paging')}
              page={pageIndex + 1}
              pageSize={pageSize}
              total={data.data.total}
              shown={groups.length}
              onPage={(page) => setPageIndex(page - 1)}
              sizes={GROUP_PAGE_SIZES}
              onPageSize={(size) => {
                setPageSize(size);
                setPageIndex(0);
              }}
            />
          </Stack>
        )}
      </QueryView>
      {editing && (
        <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={() => setEditing(null)} />}>
          <GroupDrawer
            group={editing.kind === 'update' ? editing.group : null}
            submitting={change.isPending}
            onSubmit={save}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {deleting && (
        <FormDialog
          destructive
          title={t('contacts.groups.deleteTitle')}
          submitLabel={t('contacts.delete')}
          submitting={change.isPending}
          onClose={() => setDeleting(null)}
          onSubmit={() =>
            change.mutate({ kind: 'delete', group: deleting }, { onSuccess: () => setDeleting(null) })
          }
        >
          <Text>{t('contacts.groups.deleteBody', { name: deleting.name })}</Text>
        </FormDialog>
      )}
      {members && <GroupMembersDialog group={members} onClose={() => setMembers(null)} />}
    </Stack>
  );
}
