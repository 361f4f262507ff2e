import { Button, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '@/components/dialog-loading';
import { FormDialog } from '@/components/form-dialog';
import { QueryView } from '@/components/query-states';
import { lazyNamed } from '@/lib/lazy-named';
import { isReading, sourceBody, sourceChanges, withAgent, type WebSource } from './web-source-model';
import {
  useAddWebSource,
  useChangeWebSource,
  useDeleteWebSource,
  useRefreshWebSource,
  useWebSources,
} from './web-source-queries';
import { WebSourcesList, WebSourcesTable, type PendingChange } from './web-sources-table';

// The form is RJSF with its precompiled validator: a chunk of its own, asked for when it opens.
const WebSourceDrawer = lazyNamed(() => import('./web-source-drawer'), 'WebSourceDrawer');

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; source: WebSource } | null;

interface Props {
  agentId: string;
  /** The agent's own sources (its Knowledge Base card) or the company's (the library). */
  place: 'agent' | 'library';
}

/** Web pages as knowledge, beside the files; nothing at all where the server has no web sources. */
export function WebSourcesSection({ agentId, place }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const query = useWebSources(place === 'agent' ? agentId : undefined, agentId !== '');
  const add = useAddWebSource();
  const change = useChangeWebSource();
  const refresh = useRefreshWebSource();
  const removal = useDeleteWebSource();
  const close = () => setOpen(null);

  if (agentId === '' || query.data === null || query.isPending) return null;

  const sources = query.data ?? [];
  const pending: PendingChange | undefined = refresh.isPending
    ? { id: refresh.variables.id, kind: 'refresh' }
    : change.isPending
      ? { id: change.variables.source.id, kind: 'use' }
      : removal.isPending
        ? { id: removal.variables.id, kind: 'delete' }
        : undefined;
  const headingId = `web-sources-${place}`;
  const reading = sources.filter(isReading).length;
  const Shown = place === 'agent' ? WebSourcesList : WebSourcesTable;

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Stack gap="0.5">
          <Heading as="h3" size="sm" id={headingId}>
            {t('webSources.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t(place === 'agent' ? 'webSources.hintAgent' : 'webSources.hintLibrary')}
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          aria-haspopup="dialog"
          onClick={() => setOpen({ kind: 'add' })}
        >
          {t('webSources.add.button')}
        </Button>
      </HStack>
      {/* A read ends while the person is elsewhere on the page: said once, politely. Not a status
          role, which the library keeps for its count of files. */}
      <VisuallyHidden aria-live="polite">
        {reading > 0
          ? t('webSources.readingCount', { count: reading })
          : sources.length > 0
            ? t('webSources.allRead')
            : ''}
      </VisuallyHidden>
      <QueryView
        query={query}
        errorText={t('webSources.failed')}
        empty={sources.length === 0}
        emptyText={t(place === 'agent' ? 'webSources.emptyAgent' : 'webSources.emptyLibrary')}
      >
        {() => (
          <Shown
            sources={sources}
            agentId={agentId}
            pending={pending}
            onRefresh={(source) => refresh.mutate(source)}
            onUse={(source, use) =>
              change.mutate({ kind: use ? 'use' : 'unuse', source, body: withAgent(source, agentId, use) })
            }
            onEdit={place === 'library' ? (source) => setOpen({ kind: 'edit', source }) : undefined}
            onDelete={place === 'library' ? (source) => setOpen({ kind: 'delete', source }) : undefined}
          />
        )}
      </QueryView>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <Suspense fallback={<DialogLoading label={t('webSources.loading')} onCancel={close} />}>
          <WebSourceDrawer
            source={open.kind === 'edit' ? open.source : undefined}
            submitting={add.isPending || change.isPending}
            onClose={close}
            onSave={(form) => {
              if (open.kind === 'add') {
                add.mutate(sourceBody(form, [agentId]), { onSuccess: close });
                return;
              }
              const body = sourceChanges(open.source, form);
              if (!body) close();
              else change.mutate({ kind: 'edit', source: open.source, body }, { onSuccess: close });
            }}
          />
        </Suspense>
      )}
      {open?.kind === 'delete' && (
        <FormDialog
          destructive
          title={t('webSources.delete.title')}
          submitLabel={t('webSources.delete.confirm')}
          submitting={removal.isPending}
          onClose={close}
          onSubmit={() => removal.mutate(open.source, { onSuccess: close })}
        >
          <Text wordBreak="break-all">{t('webSources.delete.body', { url: open.source.url })}</Text>
          {open.source.agents.length > 0 && (
            <Text fontWeight="medium" color="fg.error">
              {t('webSources.delete.used', { count: open.source.agents.length })}
            </Text>
          )}
        </FormDialog>
      )}
    </Stack>
  );
}
