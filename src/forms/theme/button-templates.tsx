import { Button, IconButton } from '@chakra-ui/react';
import {
  getSubmitButtonOptions,
  TranslatableString,
  type IconButtonProps,
  type SubmitButtonProps,
} from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { optionText } from '../ui-options';
import { PlusIcon, TrashIcon } from './icons';

export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { t } = useTranslation();
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <Button type="submit" colorPalette="brand" disabled={props?.disabled === true}>
      {submitText ?? t('forms.submit')}
    </Button>
  );
}

export function AddButton({ id, onClick, disabled, uiSchema }: IconButtonProps) {
  const { t } = useTranslation();
  return (
    <Button id={id} size="sm" variant="outline" mt="3" onClick={onClick} disabled={disabled}>
      <PlusIcon />
      {t(optionText(uiSchema, 'addLabel') ?? 'forms.add')}
    </Button>
  );
}

export function RemoveButton({ id, onClick, disabled, registry }: IconButtonProps) {
  return (
    <IconButton
      id={id}
      aria-label={registry.translateString(TranslatableString.RemoveButton)}
      size="sm"
      variant="ghost"
      onClick={onClick}
      disabled={disabled}
    >
      <TrashIcon />
    </IconButton>
  );
}

export function NoButton(_props: IconButtonProps) {
  return null;
}
