import { useTranslation } from 'react-i18next';
import { SecretDialog } from '@/components/secret-dialog';

interface NewKeyDialogProps {
  name: string;
  secret: string;
  onClose: () => void;
}

export function NewKeyDialog({ name, secret, onClose }: NewKeyDialogProps) {
  const { t } = useTranslation();
  return (
    <SecretDialog
      secret={secret}
      onClose={onClose}
      texts={{
        title: t('apiKeys.created.title'),
        intro: t('apiKeys.created.intro', { name }),
        warning: t('apiKeys.created.warning'),
        label: t('apiKeys.created.keyLabel'),
        copy: t('apiKeys.created.copy'),
        copied: t('apiKeys.created.copied'),
        copyFailed: t('apiKeys.created.copyFailed'),
        done: t('apiKeys.created.done'),
      }}
    />
  );
}
