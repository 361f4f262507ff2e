import { Button, CloseButton, Dialog, Portal, Progress, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeUploadForm } from '@/forms/registry.gen';
import { ThemedForm } from '@/forms/themed-form';
import { useFormTexts } from '@/forms/use-form-texts';
import { canSubmitUpload, uploadFile } from './upload-machine';
import { useKnowledgeUpload } from './use-knowledge-upload';

interface Props {
  agentId: string;
  open: boolean;
  onClose: () => void;
}

const chosenFile = (data: unknown): File | undefined =>
  typeof data === 'object' && data !== null && 'file' in data && data.file instanceof File
    ? data.file
    : undefined;

export function KnowledgeUploadModal({ agentId, open, onClose }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const { uiSchema, transformErrors } = useFormTexts(knowledgeUploadForm.uiSchema);
  const { state, choose, remove, upload, cancel } = useKnowledgeUpload(agentId, onClose);
  const formData = { file: uploadFile(state) };
  const uploading = state.phase === 'uploading';
  const percent = uploading ? state.percent : 0;

  const close = () => {
    cancel();
    onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      // A modal traps the focus, so a focus outside can only be a script's (the spinner shown while
      // this dialog's code loaded going away): never a reason to close. Pointer and Escape still close.
      onFocusOutside={(event) => event.preventDefault()}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('knowledge.upload.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <ThemedForm
                  id={formId}
                  idPrefix="knowledge"
                  schema={knowledgeUploadForm.schema}
                  validator={knowledgeUploadForm.validator}
                  uiSchema={uiSchema}
                  formData={formData}
                  onChange={(event) => {
                    const file = chosenFile(event.formData);
                    if (file) choose([file]);
                    else remove();
                  }}
                  onSubmit={upload}
                  // The modal's own message says what is missing ('Please select a file first').
                  onError={upload}
                  transformErrors={transformErrors}
                  noHtml5Validate
                  showErrorList={false}
                  liveValidate={state.phase === 'empty' && state.missingFile ? 'onChange' : undefined}
                  disabled={uploading}
                />
                {uploading && (
                  <Progress.Root value={percent} size="sm" colorPalette="brand">
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t('knowledge.upload.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                type="submit"
                form={formId}
                disabled={!canSubmitUpload(state) && !uploading}
                loading={uploading}
                loadingText={t('knowledge.upload.uploading', { percent })}
                // The percentage must not resize the button: Cancel beside it would jump about.
                minW="10rem"
                fontVariantNumeric="tabular-nums"
              >
                {t('knowledge.upload.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('knowledge.upload.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
