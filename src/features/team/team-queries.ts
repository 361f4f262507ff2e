import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { useApiMutation } from '@/components/use-api-mutation';
import {
  displayName,
  toMemberPasswordBody,
  type InvitationEmailTemplate,
  type InvitationInput,
  type MemberPasswordForm,
  type TeamUser,
} from './team-model';

export const teamQuery = () => $api.queryOptions('get', '/myProfile/getUserList/');

export const rolesQuery = () => $api.queryOptions('get', '/roles');

const teamReads = () => [teamQuery(), rolesQuery()];

export function useSetRole() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: ({ user, roleId }: { user: TeamUser; roleId: string }) =>
      unwrap(api.POST('/myProfile/setUserRole/', { body: { userId: user.id, roleId } })),
    success: t('team.role.done'),
    failure: t('team.role.failed'),
    invalidates: teamReads(),
  });
}

export function usePreviewInvitation() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: async (roleId: string): Promise<InvitationEmailTemplate> =>
      (await unwrap(api.POST('/get_invitation_email_template/', { body: { roleId } }))).data,
    failure: t('team.preview.failed'),
  });
}

export function useSendInvitation() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (body: InvitationInput) => unwrap(api.POST('/send_invitation/', { body })),
    success: t('team.invite.done'),
    failure: t('team.invite.failed'),
    invalidates: teamReads(),
  });
}

export function useResendInvitation() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (user: TeamUser) => unwrap(api.POST('/users/send-invite', { body: { userId: user.id } })),
    success: (_answer, user) => t('team.resend.done', { email: user.email }),
    failure: t('team.resend.failed'),
    invalidates: teamReads(),
  });
}

export function useRemoveMember() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (user: TeamUser) => unwrap(api.DELETE('/users/{id}', { params: { path: { id: user.id } } })),
    success: (_answer, user) => t('team.remove.done', { name: displayName(user) }),
    failure: (user) => t('team.remove.failed', { name: displayName(user) }),
    invalidates: teamReads(),
  });
}

export function useSendPasswordReset() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (user: TeamUser) => unwrap(api.POST('/users/resetpassword/', { body: { userId: user.id } })),
    success: (_answer, user) => t('team.resetLink.done', { email: user.email }),
    failure: (user) => t('team.resetLink.failed', { name: displayName(user) }),
  });
}

export function useSetMemberPassword() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: ({ user, form }: { user: TeamUser; form: MemberPasswordForm }) =>
      unwrap(
        api.POST('/users/{id}/change-password/', {
          params: { path: { id: user.id } },
          body: toMemberPasswordBody(form),
        }),
      ),
    success: (_answer, { user }) => t('team.password.done', { name: displayName(user) }),
    failure: ({ user }) => t('team.password.failed', { name: displayName(user) }),
  });
}
