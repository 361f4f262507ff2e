import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/schema.gen';

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
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="md"
        maxH="18rem"
        // Scrolls on its own: reachable by keyboard, named for screen readers.
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <Table.Root size="sm">
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('catalogue.company.users.list.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('catalogue.company.users.list.email')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('catalogue.company.users.list.role')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('catalogue.company.users.list.status')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
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
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {total > users.length && (
        <Text fontSize="sm" color="fg.muted">
          {t('catalogue.company.users.list.more', { shown: users.length, total })}
        </Text>
      )}
    </Stack>
  );
}
