import { Button, Card, Flex, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { DialogLoading } from '@/components/dialog-loading';
import { EmptyState, QueryView } from '@/components/query-states';
import { PlusIcon } from '@/forms/theme/icons';
import { lazyNamed } from '@/lib/lazy-named';
import { FunctionList } from './function-list';
import type { AgentFunction } from './function-types';
import { useDeleteFunction, useFunctions } from './functions-queries';

// The form brings RJSF and the precompiled validators: a chunk of its own, asked for when a form
// opens, so that it stays off the editor's first paint.
const FunctionFormDialog = lazyNamed(() => import('./function-form-dialog'), 'FunctionFormDialog');
const DeleteFunctionDialog = lazyNamed(() => import('./delete-function-dialog'), 'DeleteFunctionDialog');

function FunctionsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack role="status" gap="2">
      <VisuallyHidden>{t('functions.card.loading')}</VisuallyHidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height="14" borderRadius="md" />
      ))}
    </Stack>
  );
}

interface FormState {
  /** Changes for every opening, so that each one starts from its own data. */
  key: number;
  open: boolean;
  editing: AgentFunction | undefined;
}

interface DeleteState {
  open: boolean;
  fn: AgentFunction | undefined;
}

export function FunctionsCard({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const functions = useFunctions(agentId);
  const { deleteFunction, deleting } = useDeleteFunction(agentId);
  const [form, setForm] = useState<FormState | null>(null);
  const [removal, setRemoval] = useState<DeleteState>({ open: false, fn: undefined });

  const openForm = (editing?: AgentFunction) =>
    setForm((old) => ({ key: (old?.key ?? 0) + 1, open: true, editing }));
  const confirmDelete = async (fn: AgentFunction) => {
    if (await deleteFunction(fn)) setRemoval({ open: false, fn });
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Flex gap="3" align="flex-start" justify="space-between" wrap="wrap">
          <Stack gap="0.5">
            <Heading as="h2" size="md" id={headingId}>
              {t('functions.card.title')}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t('functions.card.label')}
            </Text>
          </Stack>
          <Button size="sm" colorPalette="brand" onClick={() => openForm()}>
            <PlusIcon />
            {t('functions.card.add')}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <QueryView
          query={functions}
          errorText={errorMessage(functions.error, t('functions.toast.fetchFailed'))}
          loading={<FunctionsSkeleton />}
          empty={
            functions.data?.length === 0 && (
              <EmptyState text={t('functions.card.emptyTitle')} hint={t('functions.card.emptyHint')} />
            )
          }
        >
          {(list) => (
            <FunctionList
              functions={list}
              onEdit={openForm}
              onDelete={(fn) => setRemoval({ open: true, fn })}
            />
          )}
        </QueryView>
      </Card.Body>
      {form && (
        <Suspense
          fallback={<DialogLoading label={t('functions.dialog.loading')} onCancel={() => setForm(null)} />}
        >
          <FunctionFormDialog
            key={form.key}
            agentId={agentId}
            editing={form.editing}
            open={form.open}
            onClose={() => setForm((old) => old && { ...old, open: false })}
            onExitComplete={() => setForm(null)}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <DeleteFunctionDialog
          fn={removal.fn}
          open={removal.open}
          deleting={deleting}
          onConfirm={(fn) => void confirmDelete(fn)}
          onClose={() => setRemoval((old) => ({ ...old, open: false }))}
        />
      </Suspense>
    </Card.Root>
  );
}
