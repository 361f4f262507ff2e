import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/models/schemas';
import { DeleteRowButton, EditRowButton } from '@/components/row-buttons';
import { TableFrame } from '@/components/table-frame';
import { userName } from './company-user-body';

interface CompanyUsersTableProps {
  companyName: string;
  users: readonly User[];
  signedInId: string;
  onEdit: (user: User) => void;
  onRemove: (user: User) => void;
}

export function CompanyUsersTable({
  companyName,
  users,
  signedInId,
  onEdit,
  onRemove,
}: CompanyUsersTableProps) {
  const { t } = useTranslation();
  const caption = t('catalogue.company.users.list.caption', { name: companyName });
  return (
    <TableFrame
      caption={caption}
      // Scrolls on its own: reachable by keyboard, named for screen readers.
      scroll={{ maxH: '24rem', tabIndex: 0, role: 'region', 'aria-label': caption }}
      columns={[
        { key: 'name', label: t('catalogue.company.users.list.name') },
        { key: 'email', label: t('catalogue.company.users.list.email') },
        { key: 'role', label: t('catalogue.company.users.list.role') },
        { key: 'status', label: t('catalogue.company.users.list.status') },
        { key: 'actions', label: t('catalogue.company.users.list.actions'), align: 'end' },
      ]}
    >
      {users.map((user) => {
        const name = userName(user);
        // Removing oneself would end one's own access.
        const self = user.id === signedInId;
        return (
          <Table.Row key={user.id}>
            <Table.Cell wordBreak="break-word">
              {name}
              {self && (
                <Text as="span" color="fg.muted">
                  {' '}
                  {t('catalogue.company.users.list.you')}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell wordBreak="break-all">{user.email}</Table.Cell>
            <Table.Cell>{user.role}</Table.Cell>
            <Table.Cell>
              <Badge variant="subtle">
                {t(`catalogue.company.users.status.${user.status}`, { defaultValue: user.status })}
              </Badge>
            </Table.Cell>
            <Table.Cell textAlign="end">
              <HStack gap="1" justify="end">
                <EditRowButton
                  label={t('catalogue.company.users.list.edit', { name })}
                  onClick={() => onEdit(user)}
                />
                {!self && (
                  <DeleteRowButton
                    label={t('catalogue.company.users.list.remove', { name })}
                    onClick={() => onRemove(user)}
                  />
                )}
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </TableFrame>
  );
}
