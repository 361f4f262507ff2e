import { Card } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { analysisSettingsQuery } from '@/api/call-analysis';
import { errorMessage } from '@/api/errors';
import { LoadingState, QueryView } from '@/components/query-states';
import { lazyNamed } from '@/lib/lazy-named';

export interface AnalysisSectionProps {
  agentId: string;
  /** The agent's draft revision as the editor last read it. */
  agentRevision: number | undefined;
}

// The form (radio group, switches, field editor) is not in the editor's first view: it comes with the settings.
const AnalysisForm = lazyNamed(() => import('./analysis-form'), 'AnalysisForm');

// Proposal (post-call analysis): a server without it answers 404 or 501, and the section is not drawn.
// Memoised: a key typed in the editor's text boxes renders the editor, not this form.
export const AnalysisSection = memo(function AnalysisSection({
  agentId,
  agentRevision,
}: AnalysisSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(analysisSettingsQuery(agentId));

  // Any save of the agent (a text, a section) moves the revision the settings were read at: read
  // them again, so that the next save names the current one instead of being refused.
  const seenRevision = useRef(agentRevision);
  useEffect(() => {
    if (seenRevision.current === agentRevision) return;
    seenRevision.current = agentRevision;
    const { queryKey } = analysisSettingsQuery(agentId);
    if (queryClient.getQueryData(queryKey) === null) return;
    void queryClient.invalidateQueries({ queryKey });
  }, [agentId, agentRevision, queryClient]);

  if (query.data === null) return null;
  const loading = <LoadingState label={t('agents.analysis.loading')} />;
  return (
    <Card.Root
      as="section"
      id="agent-analysis"
      scrollMarginTop="4"
      aria-labelledby="agent-analysis-title"
      size="sm"
      variant="outline"
    >
      <Card.Header>
        <Card.Title as="h2" id="agent-analysis-title" fontSize="md">
          {t('agents.analysis.title')}
        </Card.Title>
        <Card.Description>{t('agents.analysis.hint')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <QueryView
          query={query}
          errorText={errorMessage(query.error, t('agents.analysis.loadFailed'))}
          loading={loading}
        >
          {(settings) =>
            settings && (
              <Suspense fallback={loading}>
                <AnalysisForm
                  agentId={agentId}
                  settings={settings}
                  refreshing={query.isFetching}
                  onReload={() => void query.refetch()}
                />
              </Suspense>
            )
          }
        </QueryView>
      </Card.Body>
    </Card.Root>
  );
});
