import { Badge, Box, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, TrashIcon } from '@/forms/theme/icons';
import { typeNameKey, type AgentFunction } from './function-types';

interface FunctionListProps {
  functions: readonly AgentFunction[];
  onEdit: (fn: AgentFunction) => void;
  onDelete: (fn: AgentFunction) => void;
}

export function FunctionList({ functions, onEdit, onDelete }: FunctionListProps) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" aria-label={t('functions.card.list')} gap="2" listStyleType="none">
      {functions.map((fn) => (
        <Flex as="li" key={fn.id} gap="2" align="flex-start" borderWidth="1px" borderRadius="md" p="3">
          <Box flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" wordBreak="break-word">
                {fn.name}
              </Text>
              <Badge colorPalette="brand" variant="subtle">
                {t(typeNameKey(fn.type))}
              </Badge>
            </HStack>
            <Text textStyle="sm" color="fg.muted" lineClamp={2} mt="1">
              {fn.description}
            </Text>
          </Box>
          <IconButton
            aria-label={t('functions.card.edit', { name: fn.name })}
            variant="ghost"
            size="sm"
            onClick={() => onEdit(fn)}
          >
            <PencilIcon />
          </IconButton>
          <IconButton
            aria-label={t('functions.card.delete', { name: fn.name })}
            variant="ghost"
            size="sm"
            colorPalette="red"
            onClick={() => onDelete(fn)}
          >
            <TrashIcon />
          </IconButton>
        </Flex>
      ))}
    </Stack>
  );
}
