import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { $api, $upload } from '@/api/queries';
import { notify } from '@/components/toaster';
import { invalidateAgentLists } from './agent-queries';
import type { AgentCreate } from './agent-types';

const serverMessage = (data: unknown, fallback: string): string => {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
};

/**
 * The changes the agent list makes: create, duplicate, rename with a logo, change the avatar and
 * delete. Each toasts the outcome (the server's message when it gives one), refreshes the lists
 * and resolves true on success; none throws.
 */
export function useAgentActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = $api.useMutation('post', '/agents/');
  const duplicate = $api.useMutation('post', '/agents/duplicate');
  const rename = $upload.useMutation('post', '/agents/update_agent_name_logo/');
  const avatar = $api.useMutation('put', '/agents/updateagentavatar/{id}');
  const remove = $api.useMutation('delete', '/agents/{id}/');

  const run = async (call: () => Promise<unknown>, done: string, failed: string): Promise<boolean> => {
    try {
      const data = await call();
      notify('success', serverMessage(data, t(done)));
      return true;
    } catch (error) {
      notify('error', errorMessage(error, t(failed)));
      return false;
    } finally {
      invalidateAgentLists(queryClient);
    }
  };

  return {
    pending:
      create.isPending || duplicate.isPending || rename.isPending || avatar.isPending || remove.isPending,
    create: (body: AgentCreate) =>
      run(() => create.mutateAsync({ body }), 'agents.create.done', 'agents.create.failed'),
    duplicate: (id: string) =>
      run(() => duplicate.mutateAsync({ body: { id } }), 'agents.duplicate.done', 'agents.duplicate.failed'),
    rename: (id: string, name: string, logo?: File) =>
      run(
        () => rename.mutateAsync({ body: logo ? { id, name, logo } : { id, name } }),
        'agents.rename.done',
        'agents.rename.failed',
      ),
    changeAvatar: (id: string, path: string) =>
      run(
        () => avatar.mutateAsync({ params: { path: { id } }, body: { avatar: path } }),
        'agents.avatar.done',
        'agents.avatar.failed',
      ),
    remove: (id: string) =>
      run(
        () => remove.mutateAsync({ params: { path: { id } } }),
        'agents.delete.done',
        'agents.delete.failed',
      ),
  };
}
