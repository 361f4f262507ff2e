import { Box, HStack, Text } from '@chakra-ui/react';
import type { StackSeries } from './stacked-bar-chart';

export function ChartLegend({ series, label }: { series: readonly StackSeries[]; label: string }) {
  return (
    <HStack as="ul" aria-label={label} gap="4" wrap="wrap" listStyleType="none" m="0" p="0">
      {series.map((s) => (
        <HStack as="li" key={s.key} gap="1.5">
          <Box aria-hidden="true" w="3" h="3" borderRadius="sm" bg={s.color} flexShrink="0" />
          <Text fontSize="sm">{s.label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
