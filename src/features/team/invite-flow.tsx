import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '@/components/info-dialog';
import { FormDrawer } from '@/forms/form-drawer';
import { teamInvitationForm } from '@/forms/registry.gen';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import {
  roleOptions,
  toInvitationInput,
  type InvitationEmailTemplate,
  type InvitationForm,
  type InvitationInput,
  type Role,
} from './team-model';
import { usePreviewInvitation, useSendInvitation } from './team-queries';
import { useRoleLabel } from './use-role-label';

interface InviteFlowProps {
  roles: readonly Role[] | null | 'error';
  onClose: () => void;
}

interface Preview {
  body: InvitationInput;
  template: InvitationEmailTemplate;
}

export function InviteFlow({ roles, onClose }: InviteFlowProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const preview = usePreviewInvitation();
  const send = useSendInvitation();
  const [shown, setShown] = useState<Preview | null>(null);
  const choices = useMemo<ChoicesState>(() => {
    if (roles === 'error') return { state: 'error' };
    if (roles === null) return { state: 'loading' };
    return {
      state: 'ready',
      choices: {
        roleId: roleOptions(roles, roleLabel).map((option) => ({ value: option.id, label: option.name })),
      },
    };
  }, [roles, roleLabel]);
  const roleName = (roleId: string) =>
    choices.state === 'ready'
      ? (choices.choices['roleId']?.find((choice) => choice.value === roleId)?.label ?? '')
      : '';

  const showPreview = (form: InvitationForm) => {
    const body = toInvitationInput(form);
    preview.mutate(body.roleId, { onSuccess: (template) => setShown({ body, template }) });
  };

  return (
    <>
      <FormDrawer<InvitationForm>
        title={t('team.invite.title')}
        idPrefix="team-invitation"
        form={teamInvitationForm}
        initial={{}}
        submitting={preview.isPending}
        submitLabel={t('team.invite.preview')}
        onSubmit={showPreview}
        onClose={onClose}
        choices={choices}
      />
      {shown && (
        <InfoDialog
          title={t('team.preview.title')}
          onClose={() => setShown(null)}
          footer={
            <>
              <Button variant="outline" onClick={() => setShown(null)} disabled={send.isPending}>
                {t('team.preview.back')}
              </Button>
              <Button
                colorPalette="brand"
                loading={send.isPending}
                loadingText={t('team.preview.send')}
                onClick={() =>
                  send.mutate(shown.body, {
                    onSuccess: onClose,
                    onError: () => setShown(null),
                  })
                }
              >
                {t('team.preview.send')}
              </Button>
            </>
          }
        >
          <Stack gap="3">
            <Text color="fg.muted" wordBreak="break-word">
              {t('team.preview.to', { email: shown.body.email, role: roleName(shown.body.roleId) })}
            </Text>
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted">
                {t('team.preview.subject')}
              </Text>
              <Text fontWeight="semibold" wordBreak="break-word" data-testid="invitation-subject">
                {shown.template.subject}
              </Text>
            </Stack>
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted">
                {t('team.preview.body')}
              </Text>
              {/* The server's text, shown as text: never parsed as HTML. */}
              <Box
                as="pre"
                data-testid="invitation-body"
                whiteSpace="pre-wrap"
                wordBreak="break-word"
                fontFamily="inherit"
                fontSize="sm"
                borderWidth="1px"
                borderRadius="md"
                p="3"
                maxH="50vh"
                overflowY="auto"
                // Long messages scroll: reachable by keyboard, named for screen readers.
                tabIndex={0}
                role="region"
                aria-label={t('team.preview.body')}
              >
                {shown.template.body}
              </Box>
            </Stack>
            <Text fontSize="xs" color="fg.muted">
              {t('team.preview.placeholders')}
            </Text>
          </Stack>
        </InfoDialog>
      )}
    </>
  );
}
