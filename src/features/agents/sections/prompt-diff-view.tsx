import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DiffLine } from './line-diff';

const look = {
  added: { sign: '+', bg: 'green.subtle', color: 'green.fg', decoration: undefined },
  removed: { sign: '−', bg: 'red.subtle', color: 'red.fg', decoration: 'line-through' },
  unchanged: { sign: ' ', bg: undefined, color: 'fg.muted', decoration: undefined },
} as const;

// Each line carries a sign and a spoken word as well as its colour, so the change reads without colour.
export function PromptDiffView({ lines, label }: { lines: readonly DiffLine[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      as="ol"
      aria-label={label ?? t('agents.compose.lines')}
      tabIndex={0}
      listStyleType="none"
      maxH="45vh"
      overflowY="auto"
      borderWidth="1px"
      rounded="md"
      fontFamily="mono"
      fontSize="xs"
    >
      {lines.map((line, index) => {
        const style = look[line.kind];
        return (
          <Box
            as="li"
            key={index}
            data-kind={line.kind}
            display="flex"
            gap="2"
            px="2"
            bg={style.bg}
            color={style.color}
            minH="1.25rem"
          >
            <Text as="span" aria-hidden="true" flexShrink={0} fontWeight="bold" w="1ch">
              {style.sign}
            </Text>
            <VisuallyHidden>{t(`agents.compose.${line.kind}`)} </VisuallyHidden>
            <Text as="span" whiteSpace="pre-wrap" wordBreak="break-word" textDecoration={style.decoration}>
              {line.text}
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
