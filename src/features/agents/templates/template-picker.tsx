import { Badge, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentTemplate } from './template-model';

interface TemplatePickerProps {
  templates: readonly AgentTemplate[];
  chosenId: string;
  invalid: boolean;
  onChoose: (template: AgentTemplate) => void;
}

export function TemplatePicker({ templates, chosenId, invalid, onChoose }: TemplatePickerProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup.Root
      value={chosenId || null}
      colorPalette="brand"
      aria-label={t('agents.templates.pick')}
      aria-invalid={invalid || undefined}
      onValueChange={(details) => {
        const template = templates.find((item) => item.id === details.value);
        if (template) onChoose(template);
      }}
    >
      <Stack gap="2" maxH="14rem" overflowY="auto" p="1">
        {templates.map((template) => (
          <RadioGroup.Item
            key={template.id}
            value={template.id}
            alignItems="flex-start"
            borderWidth="1px"
            borderRadius="md"
            borderColor={template.id === chosenId ? 'brand.solid' : 'border'}
            p="3"
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator mt="0.5" />
            <Stack gap="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <RadioGroup.ItemText fontWeight="semibold">{template.name}</RadioGroup.ItemText>
                <Badge size="sm" variant="subtle">
                  {template.category}
                </Badge>
                <Text as="span" fontSize="xs" color="fg.muted">
                  {t(`agents.direction.${template.direction}`)}
                </Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {template.description}
              </Text>
            </Stack>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
