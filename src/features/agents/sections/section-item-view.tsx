import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatCost } from '@/lib/format';
import type { SectionKind } from './sections-queries';
import { parsePrice, text, type DraftItem } from './section-model';

export function SectionItemView({
  kind,
  item,
  locale,
}: {
  kind: SectionKind;
  item: DraftItem;
  locale: string;
}) {
  const { t } = useTranslation();
  if (kind !== 'products') {
    return (
      <Box as="li" borderLeftWidth="3px" borderColor="brand.muted" ps="3">
        <Text fontWeight="medium" fontSize="sm">
          {text(item, 'title')}
        </Text>
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
          {text(item, 'content')}
        </Text>
      </Box>
    );
  }
  const price = parsePrice(text(item, 'price'), locale);
  return (
    <Box as="li" borderLeftWidth="3px" borderColor="brand.muted" ps="3">
      <HStack justify="space-between" gap="2">
        <Text fontWeight="medium" fontSize="sm">
          {text(item, 'name')}
        </Text>
        <Text fontSize="sm">
          {typeof price === 'number'
            ? formatCost(price, text(item, 'currency'), locale)
            : t('agents.sections.noPrice')}
        </Text>
      </HStack>
      {text(item, 'description') && (
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
          {text(item, 'description')}
        </Text>
      )}
    </Box>
  );
}
