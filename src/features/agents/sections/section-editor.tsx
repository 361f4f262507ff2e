import { Box, Button, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscardChangesDialog } from '@/components/discard-changes-dialog';
import { LineIcon } from '@/components/icons/line-icon';
import { DeleteRowButton } from '@/components/row-buttons';
import { PlusIcon } from '../agent-icons';
import type { Agent } from '../agent-types';
import type { SectionKind } from './sections-queries';
import { fieldId, ItemFields } from './item-fields';
import { ConflictAlert } from './conflict-alert';
import {
  draftOf,
  emptyItem,
  fieldsOf,
  maxItems,
  moveItem,
  sameDraft,
  sectionErrors,
  sectionText,
  text,
  type DraftItem,
  type FieldName,
} from './section-model';
import { SectionItemView } from './section-item-view';

export interface SectionEditorProps {
  kind: SectionKind;
  agent: Agent;
  pending: boolean;
  /** `revision`: the agent's, which the save is based on. */
  onSave: (items: DraftItem[], locale: string, revision: number | undefined) => Promise<unknown>;
}

const controlId = (kind: SectionKind, key: string, control: 'up' | 'down' | 'remove') =>
  `section-${kind}-${key}-${control}`;

export function SectionEditor({ kind, agent, pending, onSave }: SectionEditorProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [draft, setDraft] = useState<DraftItem[] | null>(null);
  // The section as it was when editing began: it tells a save made elsewhere meanwhile.
  const [base, setBase] = useState<DraftItem[] | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  // React moves a reordered item's node, which drops the focus: it is put back after the render.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const section = t(`agents.sections.kinds.${kind}.title`);
  const headingId = `section-${kind}-title`;
  const saved = useMemo(() => draftOf(kind, agent, locale), [kind, agent, locale]);
  const items = draft ?? saved;
  // Someone saved this section after the user began: their save waits for a choice, never
  // overwrites unseen. Another section's save does not count (the server's refusal brings it in).
  const conflict =
    draft !== null && base !== null && !sameDraft(kind, base, saved) && !sameDraft(kind, draft, saved);
  const conflictId = `section-${kind}-conflict`;
  const errors = draft ? sectionErrors(kind, draft, locale) : {};
  const errorCount = Object.values(errors).reduce((sum, item) => sum + Object.keys(item).length, 0);
  const full = items.length >= maxItems[kind];
  const labelOf = (item: DraftItem, index: number) =>
    text(item, kind === 'products' ? 'name' : 'title').trim() ||
    t(`agents.sections.kinds.${kind}.item`, { position: index + 1 });

  const edit = () => {
    setDraft(saved);
    setBase(saved);
    setShowErrors(false);
    const first = saved[0];
    const firstField = fieldsOf(kind)[0];
    focusNext.current = first && firstField ? fieldId(first.key, firstField.name) : `section-${kind}-add`;
  };
  const close = () => {
    setDraft(null);
    setBase(null);
    setConfirmCancel(false);
    focusNext.current = `section-${kind}-edit`;
  };

  const move = (index: number, delta: number, focusId?: string) => {
    const target = index + delta;
    const item = items[index];
    if (!item || target < 0 || target >= items.length) return;
    setDraft(moveItem(items, index, delta));
    const atEdge = delta < 0 ? target === 0 : target === items.length - 1;
    const button = controlId(kind, item.key, delta < 0 ? 'up' : 'down');
    const otherButton = controlId(kind, item.key, delta < 0 ? 'down' : 'up');
    focusNext.current = focusId && focusId !== button ? focusId : atEdge ? otherButton : button;
    setAnnouncement(
      t('agents.sections.moved', { item: labelOf(item, index), position: target + 1, count: items.length }),
    );
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    const next = items.filter((_, at) => at !== index);
    setDraft(next);
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? controlId(kind, neighbour.key, 'remove') : `section-${kind}-add`;
    setAnnouncement(t('agents.sections.removed', { item: labelOf(item, index) }));
  };

  const add = () => {
    if (full) return;
    const item = emptyItem(kind);
    setDraft([...items, item]);
    const firstField = fieldsOf(kind)[0];
    if (firstField) focusNext.current = fieldId(item.key, firstField.name);
    setAnnouncement(t('agents.sections.added', { item: labelOf(item, items.length) }));
  };

  const change = (key: string, name: FieldName, value: string) =>
    setDraft(
      items.map((item) => (item.key === key ? { ...item, values: { ...item.values, [name]: value } } : item)),
    );

  const save = async () => {
    if (!draft) return;
    if (errorCount > 0) {
      setShowErrors(true);
      const invalid = draft.flatMap((item) =>
        fieldsOf(kind)
          .filter((spec) => errors[item.key]?.[spec.name])
          .map((spec) => fieldId(item.key, spec.name)),
      );
      focusNext.current = invalid[0] ?? null;
      return;
    }
    try {
      await onSave(draft, locale, agent.revision);
    } catch {
      // The draft stays as typed, in edit mode, for another try (the save's toast said why).
      return;
    }
    close();
  };

  const keepMine = () => {
    setBase(saved);
    void save();
  };

  const onItemKey = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const focused = event.target instanceof HTMLElement ? event.target.id : undefined;
    move(index, event.key === 'ArrowUp' ? -1 : 1, focused || undefined);
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="4">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Text as="h3" id={headingId} fontWeight="semibold">
            {section}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({items.length})
            </Text>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t(`agents.sections.kinds.${kind}.hint`)}
          </Text>
        </Box>
        {!draft && (
          <Button
            id={`section-${kind}-edit`}
            size="sm"
            variant="outline"
            colorPalette="brand"
            aria-label={t('agents.sections.editSection', { section })}
            onClick={edit}
          >
            {t('agents.sections.edit')}
          </Button>
        )}
      </HStack>

      {items.length === 0 && (
        <Text mt="3" fontSize="sm" color="fg.muted">
          {t(`agents.sections.kinds.${kind}.empty`)}
        </Text>
      )}

      {draft ? (
        <Stack gap="3" mt="3">
          <Text fontSize="xs" color="fg.muted">
            {t('agents.sections.keyboardHint')}
          </Text>
          <Stack as="ol" gap="3" listStyleType="none" aria-label={section}>
            {draft.map((item, index) => {
              const label = labelOf(item, index);
              const legendId = `section-${kind}-${item.key}-label`;
              return (
                <Box as="li" key={item.key} borderWidth="1px" rounded="md" p="3">
                  <Box role="group" aria-labelledby={legendId} onKeyDown={onItemKey(index)}>
                    <HStack justify="space-between" mb="2" gap="2">
                      <Text id={legendId} fontWeight="medium" fontSize="sm" truncate>
                        <VisuallyHidden>{index + 1}. </VisuallyHidden>
                        {label}
                      </Text>
                      <HStack gap="1">
                        <IconButton
                          id={controlId(kind, item.key, 'up')}
                          size="xs"
                          variant="ghost"
                          aria-label={t('agents.sections.moveUp', { item: label })}
                          disabled={index === 0 || pending}
                          onClick={() => move(index, -1)}
                        >
                          <LineIcon boxSize="4">
                            <path d="M12 19V5M5 12l7-7 7 7" />
                          </LineIcon>
                        </IconButton>
                        <IconButton
                          id={controlId(kind, item.key, 'down')}
                          size="xs"
                          variant="ghost"
                          aria-label={t('agents.sections.moveDown', { item: label })}
                          disabled={index === draft.length - 1 || pending}
                          onClick={() => move(index, 1)}
                        >
                          <LineIcon boxSize="4">
                            <path d="M12 5v14M5 12l7 7 7-7" />
                          </LineIcon>
                        </IconButton>
                        <DeleteRowButton
                          id={controlId(kind, item.key, 'remove')}
                          label={t('agents.sections.remove', { item: label })}
                          disabled={pending}
                          onClick={() => remove(index)}
                        />
                      </HStack>
                    </HStack>
                    <ItemFields
                      kind={kind}
                      item={item}
                      errors={showErrors ? (errors[item.key] ?? {}) : {}}
                      disabled={pending}
                      onChange={(name, value) => change(item.key, name, value)}
                    />
                  </Box>
                </Box>
              );
            })}
          </Stack>
          {full && (
            <Text fontSize="sm" color="fg.muted">
              {t('agents.sections.errors.tooMany', { max: maxItems[kind] })}
            </Text>
          )}
          {showErrors && errorCount > 0 && (
            <Text role="alert" fontSize="sm" color="fg.error">
              {t('agents.sections.errors.fix', { count: errorCount })}
            </Text>
          )}
          {conflict && (
            <ConflictAlert
              id={conflictId}
              body={t('agents.sections.conflict.body')}
              takeNewerLabel={t('agents.sections.conflict.takeNewer')}
              subject={section}
              mine={sectionText(kind, draft)}
              newer={sectionText(kind, saved)}
              pending={pending}
              onKeepMine={keepMine}
              onTakeNewer={close}
            />
          )}
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Button
              id={`section-${kind}-add`}
              size="sm"
              variant="subtle"
              disabled={full || pending}
              onClick={add}
            >
              <PlusIcon />
              {t(`agents.sections.kinds.${kind}.add`)}
            </Button>
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => (sameDraft(kind, draft, saved) ? close() : setConfirmCancel(true))}
              >
                {t('agents.sections.cancel')}
              </Button>
              <Button
                size="sm"
                colorPalette="brand"
                loading={pending}
                loadingText={t('agents.sections.saving')}
                aria-label={t('agents.sections.saveSection', { section })}
                disabled={conflict}
                aria-describedby={conflict ? conflictId : undefined}
                onClick={() => void save()}
              >
                {t('agents.sections.save')}
              </Button>
            </HStack>
          </HStack>
        </Stack>
      ) : (
        items.length > 0 && (
          <Stack as="ol" gap="2" mt="3" listStyleType="none" aria-label={section}>
            {items.map((item) => (
              <SectionItemView key={item.key} kind={kind} item={item} locale={locale} />
            ))}
          </Stack>
        )
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <DiscardChangesDialog
        open={confirmCancel}
        title={t('agents.sections.discardTitle', { section })}
        body={t('agents.sections.discardBody')}
        onKeep={() => setConfirmCancel(false)}
        onDiscard={close}
      />
    </Box>
  );
}
