import type { CustomValidator } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '@/forms/form-drawer';
import { cardEditForm } from '@/forms/registry.gen';
import { cardLabel, type Card } from './billing-model';
import { useUpdateCard } from './billing-queries';
import { toCardEditForm, toCardUpdate, type CardEditForm } from './card-edit';

export function EditCardDrawer({ card, onClose }: { card: Card; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCard(card, onClose);
  const customValidate: CustomValidator<CardEditForm> = (form, errors) => {
    if (form && toCardUpdate(card, form).kind === 'expired')
      errors.expiry?.month?.addError(t('billing.cards.edit.pastExpiry'));
    return errors;
  };
  return (
    <FormDrawer<CardEditForm>
      title={t('billing.cards.edit.title', { card: cardLabel(card) })}
      description={t('billing.cards.edit.description')}
      idPrefix="card-edit"
      form={cardEditForm}
      initial={toCardEditForm(card)}
      submitting={update.isPending}
      submitLabel={t('billing.cards.edit.submit')}
      onClose={onClose}
      customValidate={customValidate}
      onSubmit={(form) => {
        const edit = toCardUpdate(card, form);
        if (edit.kind === 'unchanged') onClose();
        else if (edit.kind === 'change') update.mutate(edit.body);
      }}
    />
  );
}
