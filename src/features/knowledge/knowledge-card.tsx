import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '@/components/dialog-loading';
import { EmptyState, QueryView } from '@/components/query-states';
import { lazyNamed } from '@/lib/lazy-named';
import { KnowledgeTable } from './knowledge-table';
import { WebSourcesSection } from './web-sources-section';
import { useDeleteKnowledgeFile, useKnowledgeFiles } from './knowledge-queries';

// The upload modal is a form of forms/ (RJSF and its precompiled validator): a chunk of its own,
// asked for when it opens, so that it stays off the editor's first paint.
const KnowledgeUploadModal = lazyNamed(() => import('./knowledge-upload-modal'), 'KnowledgeUploadModal');
const KnowledgeLibraryDialog = lazyNamed(
  () => import('./knowledge-library-dialog'),
  'KnowledgeLibraryDialog',
);

export function KnowledgeCard({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const query = useKnowledgeFiles(agentId);
  const { remove, deleting } = useDeleteKnowledgeFile(agentId);
  const files = query.data?.data.data ?? [];

  const content =
    agentId === '' ? (
      <EmptyState text={t('knowledge.list.empty')} />
    ) : (
      <QueryView
        query={query}
        errorText={t('knowledge.list.failed')}
        empty={files.length === 0}
        emptyText={t('knowledge.list.empty')}
      >
        {() => <KnowledgeTable files={files} deleting={deleting} onDelete={remove} />}
      </QueryView>
    );

  return (
    <Card.Root size="sm" data-testid="knowledge-card">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="1">
            <Heading as="h2" size="md">
              {t('knowledge.title')}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('knowledge.hint')}
            </Text>
          </Stack>
          <HStack gap="2" flexShrink="0">
            <Button
              size="sm"
              variant="ghost"
              colorPalette="brand"
              aria-haspopup="dialog"
              disabled={agentId === ''}
              onClick={() => setLibraryOpen(true)}
            >
              {t('knowledge.library.open')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              disabled={agentId === ''}
              onClick={() => setUploadOpen(true)}
            >
              {t('knowledge.add')}
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {content}
          <WebSourcesSection agentId={agentId} place="agent" />
        </Stack>
      </Card.Body>
      {uploadOpen && (
        <Suspense
          fallback={
            <DialogLoading label={t('knowledge.upload.loading')} onCancel={() => setUploadOpen(false)} />
          }
        >
          <KnowledgeUploadModal agentId={agentId} open={uploadOpen} onClose={() => setUploadOpen(false)} />
        </Suspense>
      )}
      {libraryOpen && (
        <Suspense
          fallback={
            <DialogLoading label={t('knowledge.library.loading')} onCancel={() => setLibraryOpen(false)} />
          }
        >
          <KnowledgeLibraryDialog agentId={agentId} onClose={() => setLibraryOpen(false)} />
        </Suspense>
      )}
    </Card.Root>
  );
}
