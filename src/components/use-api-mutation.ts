import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { errorMessage } from '@/api/errors';
import { invalidate, type Read } from '@/api/reads';
import { notify } from './toaster';

/** A success that went only part of the way says so as a warning. */
export type ToastText = string | { title: string; description?: string; warning?: boolean };

type Text<Args extends unknown[]> = ToastText | ((...args: Args) => ToastText);

export interface ApiMutationOptions<Result, Variables, Context> extends Omit<
  UseMutationOptions<Result, Error, Variables, Context>,
  'mutationFn'
> {
  mutationFn: (variables: Variables) => Promise<Result>;
  success?: Text<[Result, Variables]>;
  failure?: Text<[Variables]>;
  /** Whose words win when the server sent some: on both toasts, on the failure's only, or on none. */
  serverMessage?: 'both' | 'failure' | 'none';
  /** Query options (their own `queryKey`) or `everyRead(options)`, read again once the change is done. */
  invalidates?: readonly Read[] | ((result: Result, variables: Variables) => readonly Read[]);
  /** For an optimistic change rolled back, or a failure that may still have changed something. */
  invalidateOnFailure?: boolean;
}

const textOf = <Args extends unknown[]>(text: Text<Args>, ...args: Args) =>
  typeof text === 'function' ? text(...args) : text;

function show(type: 'success' | 'warning' | 'error', text: ToastText, serverWords?: string) {
  const title = serverWords ?? (typeof text === 'string' ? text : text.title);
  const description = typeof text === 'string' ? undefined : text.description;
  if (description) notify(type, title, description);
  else notify(type, title);
}

// The contract's answers carry an optional `message` beside their data.
function saidBy(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('message' in result)) return undefined;
  const { message } = result;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

// The caller's own cancel (an upload's Cancel) is no failure to report.
const cancelled = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

export function useApiMutation<Result, Variables = void, Context = unknown>({
  success,
  failure,
  serverMessage = 'both',
  invalidates = [],
  invalidateOnFailure = false,
  onSuccess,
  onError,
  ...options
}: ApiMutationOptions<Result, Variables, Context>) {
  const queryClient = useQueryClient();
  return useMutation<Result, Error, Variables, Context>({
    ...options,
    onSuccess: async (result, variables, onMutateResult, context) => {
      if (success) {
        const text = textOf(success, result, variables);
        const warning = typeof text === 'object' && text.warning === true;
        // The server's words are of what it did; the warning is of what was left undone.
        const server = serverMessage === 'both' && !warning ? saidBy(result) : undefined;
        show(warning ? 'warning' : 'success', text, server);
      }
      await onSuccess?.(result, variables, onMutateResult, context);
      const reads = typeof invalidates === 'function' ? invalidates(result, variables) : invalidates;
      await invalidate(queryClient, reads);
    },
    onError: async (error, variables, onMutateResult, context) => {
      await onError?.(error, variables, onMutateResult, context);
      if (failure && !cancelled(error)) {
        const text = textOf(failure, variables);
        const fallback = typeof text === 'string' ? text : text.title;
        show('error', text, errorMessage(error, fallback, { server: serverMessage !== 'none' }));
      }
      if (invalidateOnFailure && typeof invalidates !== 'function')
        await invalidate(queryClient, invalidates);
    },
  });
}

/** For a caller that only needs to know whether it worked: the toasts have said why not. */
export const succeeded = (change: Promise<unknown>): Promise<boolean> =>
  change.then(
    () => true,
    () => false,
  );
