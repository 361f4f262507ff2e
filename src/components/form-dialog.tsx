import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from './dialog-loading';
import type { FormDialogProps } from './form-dialog-view';
import { lazyNamed } from '@/lib/lazy-named';

export type { FormDialogProps };

// Chakra's dialog and the close guard come when a dialog first opens, not with every screen that
// has one: a form dialog is only ever rendered open.
const FormDialogView = lazyNamed(() => import('./form-dialog-view'), 'FormDialogView');

export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={props.onClose} />}>
      <FormDialogView {...props} />
    </Suspense>
  );
}
