import { Box, chakra } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { notify } from '@/components/toaster';
import {
  templateEntry,
  toggleTemplateSelection,
  withSelection,
  withTemplate,
  type Template,
} from './registry/template';
import { listKey } from './catalogue-queries';

export function TemplateSelection({ template }: { template: Template }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = listKey(templateEntry);
  const toggle = useMutation({
    mutationFn: () => toggleTemplateSelection(template.id),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Template[]>(key);
      queryClient.setQueryData<Template[]>(key, (rows) =>
        rows ? withSelection(rows, template.id, !template.selected) : rows,
      );
      return { previous };
    },
    onSuccess: (result) => {
      queryClient.setQueryData<Template[]>(key, (rows) => (rows ? withTemplate(rows, result.data) : rows));
      const offered = result.data.id === template.id ? result.data.selected : !template.selected;
      notify(
        'success',
        result.message ??
          t(offered ? 'catalogue.template.selection.offered' : 'catalogue.template.selection.withdrawn', {
            name: template.name,
          }),
      );
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify('error', errorMessage(error, t('catalogue.template.selection.failed', { name: template.name })));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  // A button with the switch role: its state is React's alone (a native checkbox would keep its
  // own toggled state when the change is refused or ignored).
  const on = template.selected;
  return (
    <chakra.button
      type="button"
      role="switch"
      aria-checked={on}
      aria-busy={toggle.isPending || undefined}
      aria-label={t('catalogue.template.selection.label', { name: template.name })}
      display="inline-flex"
      alignItems="center"
      flexShrink={0}
      w="9"
      h="5"
      p="0.5"
      borderRadius="full"
      bg={on ? 'brand.solid' : 'border.emphasized'}
      cursor="pointer"
      transition="background 0.15s"
      focusVisibleRing="outside"
      onClick={() => {
        // One change at a time; the switch stays focusable while it is sent.
        if (!toggle.isPending) toggle.mutate();
      }}
    >
      <Box
        aria-hidden="true"
        boxSize="4"
        borderRadius="full"
        bg="white"
        boxShadow="xs"
        transform={on ? 'translateX(1rem)' : undefined}
        transition="transform 0.15s"
      />
    </chakra.button>
  );
}
