import {
  Box,
  Card,
  HStack,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorLayout } from './editor-layout';

function SkeletonCard({ title, label, children }: { title: string; label?: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <Text fontWeight="semibold">{title}</Text>
        {label && (
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function PromptEditorSkeleton() {
  const { t } = useTranslation();
  const text = (lines: number) => <SkeletonText noOfLines={lines} gap="2" />;
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{t('agents.editor.loading')}</VisuallyHidden>
      <Box aria-hidden="true">
        <EditorLayout
          profile={
            <SkeletonCard title={t('agents.editor.profile')}>
              <HStack gap="4">
                <SkeletonCircle size="12" />
                <Stack flex="1" gap="2">
                  <Skeleton height="5" width="50%" />
                  <Skeleton height="3" width="70%" />
                </Stack>
              </HStack>
            </SkeletonCard>
          }
          description={<SkeletonCard title={t('agents.editor.description')}>{text(3)}</SkeletonCard>}
          voiceMail={<SkeletonCard title={t('agents.editor.voiceMail')}>{text(3)}</SkeletonCard>}
          globalPrompt={
            <SkeletonCard title={t('agents.editor.globalPrompt')}>
              {text(6)}
              <HStack justify="space-between" mt="4">
                <Skeleton height="8" width="28" />
                <Skeleton height="8" width="16" />
              </HStack>
            </SkeletonCard>
          }
          functions={
            <SkeletonCard title={t('agents.editor.function')} label={t('agents.editor.functionHint')}>
              {text(2)}
            </SkeletonCard>
          }
          knowledge={
            <SkeletonCard title={t('agents.editor.knowledgeBase')} label={t('agents.editor.knowledgeHint')}>
              {text(2)}
            </SkeletonCard>
          }
          test={
            <Card.Root size="sm" variant="outline" minH="md">
              <Card.Header>
                <HStack gap="3">
                  <Skeleton height="8" width="24" />
                  <Skeleton height="8" width="24" />
                </HStack>
              </Card.Header>
              <Card.Body alignItems="center" justifyContent="center" gap="4" py="12">
                <SkeletonCircle size="24" />
                <Skeleton height="9" width="28" />
              </Card.Body>
            </Card.Root>
          }
        />
      </Box>
    </Box>
  );
}
