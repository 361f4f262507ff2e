import { Button, Card, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { lazyNamed } from '@/lib/lazy-named';
import { SparklesIcon } from '../agent-icons';
import type { Agent } from '../agent-types';
import { agentQuery } from '../agents-queries';
import {
  sectionKinds,
  useSaveProducts,
  useSavePromptSection,
  type PromptSectionKind,
} from './sections-queries';
import { SectionEditor } from './section-editor';
import { productPayload, promptPayload } from './section-model';

const ComposePromptDialog = lazyNamed(() => import('./compose-prompt-dialog'), 'ComposePromptDialog');

export interface BehaviourSectionsProps {
  agentId: string;
  globalPrompt: string;
  composeDisabled: boolean;
  onAcceptPrompt: (prompt: string) => void;
}

export function BehaviourSections({
  agentId,
  globalPrompt,
  composeDisabled,
  onAcceptPrompt,
}: BehaviourSectionsProps) {
  const { t } = useTranslation();
  const [composing, setComposing] = useState(false);

  return (
    <Card.Root
      as="section"
      id="agent-behaviour"
      scrollMarginTop="4"
      aria-labelledby="agent-behaviour-title"
      size="sm"
      variant="outline"
    >
      <Card.Header>
        <Card.Title as="h2" id="agent-behaviour-title" fontSize="md">
          {t('agents.sections.title')}
        </Card.Title>
        <Card.Description>{t('agents.sections.hint')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <SectionList agentId={agentId} />
      </Card.Body>
      <Card.Footer>
        <Button
          size="sm"
          variant="subtle"
          colorPalette="brand"
          disabled={composeDisabled}
          onClick={() => setComposing(true)}
        >
          <SparklesIcon />
          {t('agents.compose.button')}
        </Button>
      </Card.Footer>
      <Suspense fallback={null}>
        <ComposePromptDialog
          agentId={agentId}
          open={composing}
          current={globalPrompt}
          onClose={() => setComposing(false)}
          onAccept={(prompt) => {
            setComposing(false);
            onAcceptPrompt(prompt);
          }}
        />
      </Suspense>
    </Card.Root>
  );
}

// Apart from the card, which follows the Global Prompt for the compose dialog: a word streamed
// into the prompt, or a key typed in it, does not render the sections again.
const SectionList = memo(function SectionList({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  // The editor's own read of the agent carries its sections (loaded with the route): no second call.
  const query = useQuery({ ...agentQuery(agentId), select: (response) => response.data.data });
  return (
    <QueryView query={query} errorText={errorMessage(query.error, t('agents.sections.loadFailed'))}>
      {(agent) => (
        <Stack gap="4">
          {sectionKinds.map((kind) =>
            kind === 'products' ? (
              <ProductsEditor key={kind} agent={agent} />
            ) : (
              <PromptSectionEditor key={kind} kind={kind} agent={agent} />
            ),
          )}
        </Stack>
      )}
    </QueryView>
  );
});

function PromptSectionEditor({ kind, agent }: { kind: PromptSectionKind; agent: Agent }) {
  const { save, isPending } = useSavePromptSection(agent.id, kind);
  return (
    <SectionEditor
      kind={kind}
      agent={agent}
      pending={isPending}
      onSave={(items, _locale, revision) => save(promptPayload(items), revision)}
    />
  );
}

function ProductsEditor({ agent }: { agent: Agent }) {
  const { save, isPending } = useSaveProducts(agent.id);
  return (
    <SectionEditor
      kind="products"
      agent={agent}
      pending={isPending}
      onSave={(items, locale, revision) => save(productPayload(items, locale), revision)}
    />
  );
}
