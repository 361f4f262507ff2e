import { Button, Checkbox, CloseButton, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { QueryView } from '@/components/query-states';
import { useDebounced } from '@/lib/use-debounced';
import { KnowledgeFileDrawer } from './knowledge-file-drawer';
import { fileChanges, fileRows, hitRows, type LibraryRow } from './knowledge-library-model';
import { KnowledgeLibraryTable } from './knowledge-library-table';
import { WebSourcesSection } from './web-sources-section';
import {
  companyAgentsQuery,
  knowledgeLibraryQuery,
  knowledgeSearchQuery,
  useChangeKnowledgeFile,
  useCopyKnowledgeFile,
  useDeleteKnowledgeFileEverywhere,
} from './knowledge-queries';

type Pending = { kind: 'edit' | 'move' | 'delete'; row: LibraryRow } | null;

interface Props {
  agentId: string;
  onClose: () => void;
}

export function KnowledgeLibraryDialog({ agentId, onClose }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [onlyThisAgent, setOnlyThisAgent] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const settled = useDebounced(search.trim());
  const scope = onlyThisAgent ? agentId : undefined;

  const library = useQuery(knowledgeLibraryQuery());
  const found = useQuery({ ...knowledgeSearchQuery(settled, scope), enabled: settled !== '' });
  const agents = useQuery(companyAgentsQuery());
  const change = useChangeKnowledgeFile();
  const removal = useDeleteKnowledgeFileEverywhere();
  const copy = useCopyKnowledgeFile(agentId);

  const searching = settled !== '';
  const shown = searching ? found : library;
  const rows = searching
    ? hitRows(found.data?.data ?? [], library.data?.data)
    : fileRows(library.data?.data ?? [], scope);
  const query = {
    data: shown.data && rows,
    isError: shown.isError,
    isFetching: shown.isFetching,
    refetch: shown.refetch,
  };

  const agentName = (id: string | undefined) =>
    agents.data?.data.find((agent) => agent.id === id)?.name ?? t('knowledge.library.otherAgent');
  const close = () => setPending(null);

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      // As the upload modal: a focus outside can only be a script's (the loading spinner going away).
      onFocusOutside={(event) => event.preventDefault()}
      placement="center"
      size="xl"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>{t('knowledge.library.title')}</Dialog.Title>
                <Dialog.Description color="fg.muted" fontSize="sm">
                  {t('knowledge.library.intro')}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <HStack gap="4" wrap="wrap">
                  <Input
                    type="search"
                    flex="1"
                    minW="14rem"
                    aria-label={t('knowledge.library.search')}
                    placeholder={t('knowledge.library.searchPlaceholder')}
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                  <Checkbox.Root
                    checked={onlyThisAgent}
                    onCheckedChange={(details) => setOnlyThisAgent(details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('knowledge.library.onlyThisAgent')}</Checkbox.Label>
                  </Checkbox.Root>
                </HStack>
                <QueryView
                  query={query}
                  errorText={t(searching ? 'knowledge.library.searchFailed' : 'knowledge.list.failed')}
                  empty={rows.length === 0}
                  emptyText={
                    searching
                      ? t('knowledge.library.noMatch', { query: settled })
                      : t(onlyThisAgent ? 'knowledge.list.empty' : 'knowledge.library.empty')
                  }
                >
                  {() => (
                    <KnowledgeLibraryTable
                      rows={rows}
                      agentId={agentId}
                      agentName={agentName}
                      busy={change.saving || removal.isPending || copy.isPending}
                      copying={copy.isPending ? copy.variables.id : undefined}
                      onEdit={(row) => setPending({ kind: 'edit', row })}
                      onCopy={(row) => copy.mutate(row)}
                      onMove={(row) => setPending({ kind: 'move', row })}
                      onDelete={(row) => setPending({ kind: 'delete', row })}
                    />
                  )}
                </QueryView>
                <Text role="status" fontSize="sm" color="fg.muted">
                  {query.data ? t('knowledge.library.count', { count: rows.length }) : ''}
                </Text>
                <WebSourcesSection agentId={agentId} place="library" />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common.close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {pending?.kind === 'edit' && (
        <KnowledgeFileDrawer
          row={pending.row}
          agents={{ data: agents.data?.data, isError: agents.isError }}
          submitting={change.saving}
          onClose={close}
          onSave={(form) => {
            const body = fileChanges(pending.row, form);
            if (!body) close();
            else change.save({ kind: 'edit', row: pending.row, body }, close);
          }}
        />
      )}
      {pending?.kind === 'move' && (
        <FormDialog
          title={t('knowledge.library.move.title', { name: pending.row.fileName })}
          submitLabel={t('knowledge.library.move.confirm')}
          submitting={change.saving}
          onClose={close}
          onSubmit={() => change.save({ kind: 'move', row: pending.row, agentId }, close)}
        >
          <Text wordBreak="break-word">
            {t('knowledge.library.move.body', {
              name: pending.row.fileName,
              agent: agentName(pending.row.agent),
            })}
          </Text>
        </FormDialog>
      )}
      {pending?.kind === 'delete' && (
        <FormDialog
          destructive
          title={t('knowledge.library.delete.title', { name: pending.row.fileName })}
          submitLabel={t('knowledge.library.delete.confirm')}
          submitting={removal.isPending}
          onClose={close}
          onSubmit={() => removal.mutate({ params: { path: { id: pending.row.id } } }, { onSuccess: close })}
        >
          <Text wordBreak="break-word">
            {t('knowledge.library.delete.body', { name: pending.row.fileName })}
          </Text>
          {pending.row.agent && (
            <Text wordBreak="break-word" fontWeight="medium" color="fg.error">
              {pending.row.agent === agentId
                ? t('knowledge.library.delete.usedHere')
                : t('knowledge.library.delete.usedBy', { agent: agentName(pending.row.agent) })}
            </Text>
          )}
        </FormDialog>
      )}
    </Dialog.Root>
  );
}
