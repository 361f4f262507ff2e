import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Template } from '../registry/template';
import { useToggleTemplateSelection } from '../catalogue-queries';

export function TemplateSelection({ template }: { template: Template }) {
  const { t } = useTranslation();
  const toggle = useToggleTemplateSelection(template);

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
