import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { QueryView } from '@/components/query-states';
import { useUser } from '@/lib/session/session-store';
import { InviteFlow } from './invite-flow';
import { MemberPasswordDialog } from './member-password-dialog';
import { displayName, userList, type MemberAction, type Role, type TeamUser } from './team-model';
import {
  rolesQuery,
  teamQuery,
  useRemoveMember,
  useResendInvitation,
  useSendPasswordReset,
  useSetMemberPassword,
  useSetRole,
} from './team-queries';
import { TeamTable } from './team-table';
import { useRoleLabel } from './use-role-label';

export function TeamTab() {
  const { t } = useTranslation();
  const me = useUser();
  const roleLabel = useRoleLabel();
  const team = useQuery(teamQuery());
  const rolesRead = useQuery(rolesQuery());
  const setRole = useSetRole();
  const resend = useResendInvitation();
  const remove = useRemoveMember();
  const resetLink = useSendPasswordReset();
  const setPassword = useSetMemberPassword();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<{ user: TeamUser; roleId: string } | null>(null);
  const [member, setMember] = useState<{ user: TeamUser; action: 'remove' | 'setPassword' } | null>(null);
  const acting = resetLink.isPending ? resetLink.variables.id : remove.isPending ? remove.variables.id : null;
  const onAction = (user: TeamUser, action: MemberAction) => {
    if (action === 'resetLink') resetLink.mutate(user);
    else setMember({ user, action });
  };
  const users = userList(team.data?.data);
  const roles: readonly Role[] | null = rolesRead.data
    ? Array.isArray(rolesRead.data.data)
      ? rolesRead.data.data
      : []
    : null;
  const newRoleName = (roleId: string) => {
    const role = roles?.find((candidate) => candidate.id === roleId);
    return role ? roleLabel(role.name) : '';
  };

  return (
    <Stack as="section" aria-labelledby="team-heading" gap="4">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="team-heading">
            {t('team.title')}
          </Heading>
          <Text color="fg.muted">{t('team.intro')}</Text>
        </Stack>
        <Button colorPalette="brand" onClick={() => setInviting(true)}>
          {t('team.invite.button')}
        </Button>
      </HStack>
      {rolesRead.isError && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {errorMessage(rolesRead.error, t('team.rolesError'))}{' '}
          <Button size="xs" variant="outline" onClick={() => void rolesRead.refetch()}>
            {t('common.retry')}
          </Button>
        </Text>
      )}
      <QueryView
        query={team}
        errorText={errorMessage(team.error, t('team.loadError'))}
        empty={users.length === 0}
        emptyText={t('team.empty')}
      >
        {() => (
          <TeamTable
            users={users}
            roles={roles}
            signedInId={me.id}
            resending={resend.isPending ? resend.variables.id : null}
            onRole={(user, roleId) => setChanging({ user, roleId })}
            onResend={(user) => resend.mutate(user)}
            acting={acting}
            onAction={onAction}
          />
        )}
      </QueryView>
      {changing && (
        <FormDialog
          title={t('team.role.confirmTitle')}
          submitLabel={t('team.role.confirm')}
          submitting={setRole.isPending}
          onClose={() => setChanging(null)}
          onSubmit={() => setRole.mutate(changing, { onSuccess: () => setChanging(null) })}
        >
          <Text wordBreak="break-word">
            {t('team.role.confirmBody', {
              name: displayName(changing.user),
              from: roleLabel(changing.user.role),
              to: newRoleName(changing.roleId),
            })}
          </Text>
        </FormDialog>
      )}
      {member?.action === 'remove' && (
        <FormDialog
          destructive
          title={t('team.remove.title', { name: displayName(member.user) })}
          submitLabel={t('team.remove.confirm')}
          submitting={remove.isPending}
          onClose={() => setMember(null)}
          onSubmit={() => remove.mutate(member.user, { onSuccess: () => setMember(null) })}
        >
          <Text wordBreak="break-word">
            {t('team.remove.body', { name: displayName(member.user), email: member.user.email })}
          </Text>
        </FormDialog>
      )}
      {member?.action === 'setPassword' && (
        <MemberPasswordDialog
          user={member.user}
          submitting={setPassword.isPending}
          onClose={() => setMember(null)}
          onSubmit={(form) =>
            setPassword.mutate({ user: member.user, form }, { onSuccess: () => setMember(null) })
          }
        />
      )}
      {inviting && (
        <InviteFlow roles={rolesRead.isError ? 'error' : roles} onClose={() => setInviting(false)} />
      )}
    </Stack>
  );
}
