import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
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

async function invalidateTeam(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [teamQuery().queryKey, rolesQuery().queryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useSetRole() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, roleId }: { user: TeamUser; roleId: string }) => {
      return (
        await unwrap(
          api.POST('/myProfile/setUserRole/', {
            body: { userId: user.id, roleId },
          }),
        )
      ).message;
    },
    onSuccess: async (message) => {
      notify('success', message ?? t('team.role.done'));
      await invalidateTeam(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('team.role.failed'))),
  });
}

export function usePreviewInvitation() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (roleId: string): Promise<InvitationEmailTemplate> => {
      return (await unwrap(api.POST('/get_invitation_email_template/', { body: { roleId } }))).data;
    },
    onError: (error) => notify('error', errorMessage(error, t('team.preview.failed'))),
  });
}

export function useSendInvitation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InvitationInput) => {
      return (await unwrap(api.POST('/send_invitation/', { body }))).message;
    },
    onSuccess: async (message) => {
      notify('success', message ?? t('team.invite.done'));
      await invalidateTeam(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('team.invite.failed'))),
  });
}

export function useResendInvitation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: TeamUser) => {
      return (await unwrap(api.POST('/users/send-invite', { body: { userId: user.id } }))).message;
    },
    onSuccess: async (message, user) => {
      notify('success', message ?? t('team.resend.done', { email: user.email }));
      await invalidateTeam(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('team.resend.failed'))),
  });
}

export function useRemoveMember() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: TeamUser) => {
      return (await unwrap(api.DELETE('/users/{id}', { params: { path: { id: user.id } } }))).message;
    },
    onSuccess: async (message, user) => {
      notify('success', message.trim() || t('team.remove.done', { name: displayName(user) }));
      await invalidateTeam(queryClient);
    },
    onError: (error, user) =>
      notify('error', errorMessage(error, t('team.remove.failed', { name: displayName(user) }))),
  });
}

export function useSendPasswordReset() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (user: TeamUser) => {
      return (await unwrap(api.POST('/users/resetpassword/', { body: { userId: user.id } }))).message;
    },
    onSuccess: (message, user) =>
      notify('success', message.trim() || t('team.resetLink.done', { email: user.email })),
    onError: (error, user) =>
      notify('error', errorMessage(error, t('team.resetLink.failed', { name: displayName(user) }))),
  });
}

export function useSetMemberPassword() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ user, form }: { user: TeamUser; form: MemberPasswordForm }) => {
      return (
        await unwrap(
          api.POST('/users/{id}/change-password/', {
            params: { path: { id: user.id } },
            body: toMemberPasswordBody(form),
          }),
        )
      ).message;
    },
    onSuccess: (message, { user }) =>
      notify('success', message.trim() || t('team.password.done', { name: displayName(user) })),
    onError: (error, { user }) =>
      notify('error', errorMessage(error, t('team.password.failed', { name: displayName(user) }))),
  });
}
