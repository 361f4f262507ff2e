import { Box, Button, Card, HStack, Textarea } from '@chakra-ui/react';
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../sections/conflict-alert';
import { inConflict, type BoxState } from './editor-state';

export interface TextBoxCardProps {
  id: string;
  title: string;
  hint: string;
  box: BoxState;
  locked: boolean;
  busy?: boolean;
  rows: number;
  onEdit: () => void;
  onChange: (value: string) => void;
  onSave: (value: string) => void;
  /** Saves the user's text over the newer one the server has, once they have seen it. */
  onReapply: (value: string) => void;
  onTakeServer: () => void;
  actions?: ReactNode;
}

// Memoised: a word streamed into the prompt, or a key typed in one box, re-renders the editor's
// state holder; the boxes whose own state did not change are left as they are.
export const TextBoxCard = memo(function TextBoxCard({
  id,
  title,
  hint,
  box,
  locked,
  busy = false,
  rows,
  onEdit,
  onChange,
  onSave,
  onReapply,
  onTakeServer,
  actions,
}: TextBoxCardProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const editing = box.editing;
  const saving = box.saving !== null;
  // Someone saved this text after the user began: their save waits for a choice, never overwrites unseen.
  const conflict = inConflict(box) && !saving;

  // Edit puts the cursor in the box (not while text streams in).
  useEffect(() => {
    if (editing && !busy) area.current?.focus();
  }, [editing, busy]);

  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const conflictId = `${id}-conflict`;
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm" variant="outline">
      <Card.Header>
        <Card.Title as="h2" id={titleId} fontSize="md">
          {title}
        </Card.Title>
        <Card.Description id={hintId}>{hint}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Textarea
          ref={area}
          id={id}
          aria-labelledby={titleId}
          aria-describedby={hintId}
          aria-busy={busy}
          value={box.value}
          readOnly={!editing || locked}
          data-mode={editing ? 'edit' : 'view'}
          rows={rows}
          resize="vertical"
          bg={editing && !locked ? undefined : 'bg.muted'}
          onChange={(event) => onChange(event.target.value)}
        />
        {conflict && (
          <Box mt="3">
            <ConflictAlert
              id={conflictId}
              body={t('agents.editor.conflict.body')}
              takeNewerLabel={t('agents.editor.conflict.takeNewer')}
              subject={title}
              mine={box.value}
              newer={box.server}
              onKeepMine={() => onReapply(box.value)}
              onTakeNewer={onTakeServer}
            />
          </Box>
        )}
      </Card.Body>
      <Card.Footer justifyContent="space-between" flexWrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
        <Button
          size="sm"
          colorPalette="brand"
          variant={editing ? 'solid' : 'outline'}
          loading={saving}
          loadingText={t('agents.editor.saving')}
          disabled={(locked && !saving) || (editing && conflict)}
          aria-describedby={conflict ? conflictId : undefined}
          onClick={editing ? () => onSave(box.value) : onEdit}
          aria-label={t(editing ? 'agents.editor.saveBox' : 'agents.editor.editBox', { box: title })}
        >
          {t(editing ? 'agents.editor.save' : 'agents.editor.edit')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
});
