import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OptionSelect, type Option } from '@/components/option-select';
import { TableFrame } from '@/components/table-frame';
import { formatDateTime } from '@/lib/format';
import {
  canResend,
  displayName,
  isSelf,
  knownStatus,
  memberActions,
  roleOptions,
  statusPalette,
  type MemberAction,
  type Role,
  type TeamUser,
} from './team-model';
import { MemberActionsMenu } from './member-actions-menu';
import { useRoleLabel } from './use-role-label';

interface TeamTableProps {
  users: readonly TeamUser[];
  roles: readonly Role[] | null;
  signedInId: string;
  resending: string | null;
  onRole: (user: TeamUser, roleId: string) => void;
  onResend: (user: TeamUser) => void;
  /** The user an action is under way for. */
  acting: string | null;
  onAction: (user: TeamUser, action: MemberAction) => void;
}

export function TeamTable({
  users,
  roles,
  signedInId,
  resending,
  onRole,
  onResend,
  acting,
  onAction,
}: TeamTableProps) {
  const { t, i18n } = useTranslation();
  const roleLabel = useRoleLabel();
  return (
    <TableFrame
      caption={t('team.tableCaption')}
      minW="52rem"
      columns={[
        { key: 'name', label: t('team.columns.name') },
        { key: 'email', label: t('team.columns.email') },
        { key: 'role', label: t('team.columns.role') },
        { key: 'status', label: t('team.columns.status') },
        { key: 'lastLogin', label: t('team.columns.lastLogin') },
        { key: 'actions', label: t('team.columns.actions'), align: 'end' },
      ]}
    >
      {users.map((user) => {
        const name = displayName(user);
        const self = isSelf(user, signedInId);
        const status = knownStatus(user.status);
        const actions = memberActions(user, signedInId);
        const options: Option[] | null = roles
          ? roleOptions(roles, roleLabel, { roleId: user.roleId, role: user.role })
          : null;
        return (
          <Table.Row key={user.id}>
            {/* A name may break anywhere (break-word), so without a floor a crowded table (1366 px)
                squeezed it to a few letters a line. */}
            <Table.Cell minW="9rem" maxW="16rem">
              <Text lineClamp={2} wordBreak="break-word" fontWeight="medium">
                {name}
                {self && (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {' '}
                    {t('team.you')}
                  </Text>
                )}
              </Text>
            </Table.Cell>
            <Table.Cell maxW="18rem">
              <Text wordBreak="break-all">{user.email}</Text>
            </Table.Cell>
            <Table.Cell minW="13.5rem">
              {options ? (
                <Stack gap="1">
                  <OptionSelect
                    options={options}
                    value={user.roleId}
                    label={t('team.role.selectLabel', { name })}
                    disabled={self}
                    maxW="14rem"
                    onChange={(roleId) => {
                      if (roleId && roleId !== user.roleId) onRole(user, roleId);
                    }}
                  />
                  {self && (
                    <Text fontSize="xs" color="fg.muted" maxW="14rem" whiteSpace="normal">
                      {t('team.role.selfHint')}
                    </Text>
                  )}
                </Stack>
              ) : (
                <Text>{roleLabel(user.role)}</Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={statusPalette(user.status)} variant="subtle">
                {status ? t(`team.status.${status}`) : user.status}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              {user.lastLoginAt ? formatDateTime(user.lastLoginAt, i18n.language) : t('team.never')}
            </Table.Cell>
            <Table.Cell textAlign="end">
              <HStack justify="end" gap="2" wrap="wrap">
                {canResend(user) && (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={resending === user.id}
                    aria-label={t('team.resend.label', { name })}
                    onClick={() => onResend(user)}
                  >
                    {t('team.resend.button')}
                  </Button>
                )}
                {actions.length > 0 && (
                  <MemberActionsMenu
                    name={name}
                    actions={actions}
                    busy={acting === user.id}
                    onAction={(action) => onAction(user, action)}
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
