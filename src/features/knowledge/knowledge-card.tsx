import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '@/components/dialog-loading';
import { EmptyState, QueryView } from '@/components/query-states';
import { KnowledgeTable } from './knowledge-table';
import { useDeleteKnowledgeFile, useKnowledgeFiles } from './knowledge-queries';

// The upload modal is a form of forms/ (RJSF and its precompiled validator): a chunk of its own,
// fetched once the card shows, so that it stays off the editor's first paint.
const KnowledgeUploadModal = lazy(() =>
  import('./knowledge-upload-modal').then((module) => ({ default: module.KnowledgeUploadModal })),
);

export function KnowledgeCard({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const [uploadOpen, setUploadOpen] = useState(false);
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
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            flexShrink="0"
            disabled={agentId === ''}
            onClick={() => setUploadOpen(true)}
          >
            {t('knowledge.add')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>{content}</Card.Body>
      {/* Mounted closed as soon as its code is here, so that opening it is a plain state change
          (a dialog mounted already open can take the focus moving in for a focus outside). */}
      <Suspense fallback={uploadOpen ? <DialogLoading label={t('knowledge.upload.loading')} /> : null}>
        <KnowledgeUploadModal agentId={agentId} open={uploadOpen} onClose={() => setUploadOpen(false)} />
      </Suspense>
    </Card.Root>
  );
}
