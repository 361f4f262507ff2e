import { useTranslation } from 'react-i18next';
import { SecretDialog } from '@/components/secret-dialog';
import { VerifySnippet } from './verify-snippet';

interface WebhookSecretDialogProps {
  url: string;
  secret: string;
  rotated: boolean;
  onClose: () => void;
}

export function WebhookSecretDialog({ url, secret, rotated, onClose }: WebhookSecretDialogProps) {
  const { t } = useTranslation();
  return (
    <SecretDialog
      secret={secret}
      onClose={onClose}
      texts={{
        title: rotated ? t('webhooks.secret.rotatedTitle') : t('webhooks.secret.createdTitle'),
        intro: rotated
          ? t('webhooks.secret.rotatedIntro', { url })
          : t('webhooks.secret.createdIntro', { url }),
        warning: t('webhooks.secret.warning'),
        label: t('webhooks.secret.label'),
        copy: t('webhooks.secret.copy'),
        copied: t('webhooks.secret.copied'),
        copyFailed: t('webhooks.secret.copyFailed'),
        done: t('webhooks.secret.done'),
      }}
    >
      <VerifySnippet />
    </SecretDialog>
  );
}
