import { Button, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '@/components/dialog-loading';
import { DraftStanding } from '@/components/draft-standing';
import { lazyNamed } from '@/lib/lazy-named';
import type { Agent } from '../agent-types';
import type { AgentTestSlots } from './test-slots';
import { agentVersionsQuery } from './versions-queries';

const PublishDialog = lazyNamed(() => import('./publish-dialog'), 'PublishDialog');
const HistoryDialog = lazyNamed(() => import('./history-dialog'), 'HistoryDialog');

// Proposal (agent versions): against a server without them the query holds null and nothing shows.
export function VersionsBar({ agent, tests }: { agent: Agent; tests?: AgentTestSlots }) {
  const { t } = useTranslation();
  const query = useQuery(agentVersionsQuery(agent.id));
  const [open, setOpen] = useState<'publish' | 'history' | null>(null);
  const close = () => setOpen(null);
  if (query.isError) {
    return (
      <Button size="sm" variant="ghost" onClick={() => void query.refetch()}>
        {t('agents.versions.loadFailed')}
      </Button>
    );
  }
  const standing = query.data;
  if (!standing) return null;
  return (
    <>
      <HStack gap="2" role="group" aria-label={t('agents.versions.label')}>
        <DraftStanding standing={standing} />
        <Button
          size="sm"
          variant="outline"
          disabled={standing.versions.length === 0}
          onClick={() => setOpen('history')}
        >
          {t('agents.versions.history')}
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!standing.changed}
          onClick={() => setOpen('publish')}
        >
          {t('agents.versions.publish')}
        </Button>
      </HStack>
      {open !== null && (
        <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={close} />}>
          {open === 'publish' ? (
            <PublishDialog agent={agent} standing={standing} tests={tests} onClose={close} />
          ) : (
            <HistoryDialog agent={agent} standing={standing} onClose={close} />
          )}
        </Suspense>
      )}
    </>
  );
}
