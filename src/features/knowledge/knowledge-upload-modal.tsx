import { Button, CloseButton, Dialog, Portal, Progress, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropArea } from './file-drop-area';
import { canSubmitUpload, uploadFile } from './upload-machine';
import { useKnowledgeUpload } from './use-knowledge-upload';

interface Props {
  agentId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Upload Knowledge Base File': one file chosen in the drop area, sent on Upload with its
 * percentage; success closes the modal, failure keeps it open with the file. Cancel (or Escape,
 * or the close button) stops an upload in flight and forgets the file.
 */
export function KnowledgeUploadModal({ agentId, open, onClose }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const { state, choose, remove, upload, cancel } = useKnowledgeUpload(agentId, onClose);
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
                <FileDropArea
                  id={inputId}
                  file={uploadFile(state)}
                  onChoose={choose}
                  onRemove={remove}
                  disabled={uploading}
                  invalid={state.phase === 'empty' && state.missingFile}
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
                disabled={!canSubmitUpload(state) && !uploading}
                loading={uploading}
                loadingText={t('knowledge.upload.uploading', { percent })}
                onClick={upload}
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
