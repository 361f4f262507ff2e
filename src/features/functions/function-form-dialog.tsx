import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromFunction } from './from-function';
import { FunctionForm } from './function-form';
import { newFunctionFormData, type FunctionFormData } from './function-form-data';
import type { AgentFunction } from './function-types';
import { useSaveFunction } from './functions-queries';

interface FunctionFormDialogProps {
  agentId: string;
  editing: AgentFunction | undefined;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
}

export function FunctionFormDialog({
  agentId,
  editing,
  open,
  onClose,
  onExitComplete,
}: FunctionFormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [data, setData] = useState<FunctionFormData>(() =>
    editing ? fromFunction(editing) : newFunctionFormData(),
  );
  const { save, saving } = useSaveFunction(agentId);

  const submit = async (valid: FunctionFormData) => {
    if (await save(valid, editing)) onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
      // A modal traps the focus, so a focus outside can only be a script's (the spinner shown while
      // this dialog's code loaded going away): never a reason to close. Pointer and Escape still close.
      onFocusOutside={(event) => event.preventDefault()}
      onExitComplete={onExitComplete}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {editing ? t('functions.dialog.editTitle') : t('functions.dialog.addTitle')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FunctionForm
                id={formId}
                value={data}
                onChange={setData}
                onSubmit={(valid) => void submit(valid)}
                disabled={saving}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={saving}>
                {t('functions.dialog.cancel')}
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={saving}
                loadingText={t('functions.dialog.save')}
              >
                {t('functions.dialog.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('functions.dialog.close')} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
