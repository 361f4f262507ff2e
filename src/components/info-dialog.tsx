import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from './dialog-loading';
import type { InfoDialogProps } from './info-dialog-view';
import { lazyNamed } from '@/lib/lazy-named';

export type { InfoDialogProps };

// As FormDialog: Chakra's dialog comes when a dialog first opens, not with every screen that has
// one. An information dialog is only ever rendered open.
const InfoDialogView = lazyNamed(() => import('./info-dialog-view'), 'InfoDialogView');

export function InfoDialog(props: InfoDialogProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={props.onClose} />}>
      <InfoDialogView {...props} />
    </Suspense>
  );
}
