import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/schema.gen';
import { TableFrame } from '@/components/table-frame';

type User = components['schemas']['User'];

interface CompanyUsersTableProps {
  companyName: string;
  users: readonly User[];
  total: number;
}

export function CompanyUsersTable({ companyName, users, total }: CompanyUsersTableProps) {
  const { t } = useTranslation();
  const caption = t('catalogue.company.users.list.caption', { name: companyName });
  return (
    <Stack gap="2">
      <TableFrame
        caption={caption}
        // Scrolls on its own: reachable by keyboard, named for screen readers.
        scroll={{ maxH: '18rem', tabIndex: 0, role: 'region', 'aria-label': caption }}
        columns={[
          { key: 'name', label: t('catalogue.company.users.list.name') },
          { key: 'email', label: t('catalogue.company.users.list.email') },
          { key: 'role', label: t('catalogue.company.users.list.role') },
          { key: 'status', label: t('catalogue.company.users.list.status') },
        ]}
      >
        {users.map((user) => (
          <Table.Row key={user.id}>
            <Table.Cell>{`${user.firstName} ${user.lastName}`}</Table.Cell>
            <Table.Cell wordBreak="break-all">{user.email}</Table.Cell>
            <Table.Cell>{user.role}</Table.Cell>
            <Table.Cell>
              <Badge variant="subtle">
                {t(`catalogue.company.users.status.${user.status}`, { defaultValue: user.status })}
              </Badge>
            </Table.Cell>
          </Table.Row>
        ))}
      </TableFrame>
      {total > users.length && (
        <Text fontSize="sm" color="fg.muted">
          {t('catalogue.company.users.list.more', { shown: users.length, total })}
        </Text>
      )}
    </Stack>
  );
}
