import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { invalidateAgentLists, updateCachedAgent, updateCachedDids } from './agent-queries';
import type { Did } from './agent-types';
import { didChanges } from './did-options';

/**
 * Makes a number (or none) the agent's inbound number: `PUT /dids/{id}` with number, inboundAgent
 * and outboundAgents for the chosen number, and the same to free the number the agent had. The
 * cached numbers and agent follow what was sent.
 */
export function useAssignNumber(agentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync } = $api.useMutation('put', '/dids/{id}');
  const [pending, setPending] = useState(false);

  const assign = async (dids: readonly Did[], previousId: string | null, chosenId: string | null) => {
    const changes = didChanges(dids, agentId, previousId, chosenId);
    if (changes.length === 0) return;
    setPending(true);
    const done: typeof changes = [];
    try {
      for (const change of changes) {
        await mutateAsync({ params: { path: { id: change.id } }, body: change.body });
        done.push(change);
      }
      updateCachedAgent(queryClient, agentId, (agent) => ({ ...agent, inboundNumber: chosenId }));
      notify('success', t('agents.editor.numberSaved'));
    } catch (error) {
      notify('error', errorMessage(error, t('agents.editor.numberFailed')));
    } finally {
      // What the server took stays taken, also when a later call failed.
      for (const { id, body } of done) {
        updateCachedDids(queryClient, (did) =>
          did.id === id ? { ...did, inboundAgent: body.inboundAgent } : did,
        );
      }
      invalidateAgentLists(queryClient);
      setPending(false);
    }
  };

  return { assign, pending };
}
