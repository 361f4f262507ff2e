import { Badge, Box, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@/components/waveform/format-clock';
import type { TranscriptLine } from './transcript';

interface TranscriptViewProps {
  lines: TranscriptLine[];
  onSeek?: (seconds: number) => void;
  activeIndex?: number;
  /** A line to point out, with what to say about it (the slowest agent turn). */
  mark?: { index: number; label: string } | null;
}

export function TranscriptView({ lines, onSeek, activeIndex = -1, mark = null }: TranscriptViewProps) {
  const { t } = useTranslation();
  if (lines.length === 0) {
    return <Text color="fg.muted">{t('callPlayback.noTranscript')}</Text>;
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" p="0" m="0" aria-label={t('callPlayback.transcript')}>
      {lines.map((line, index) => {
        const customer = line.speaker === 'customer';
        const who = customer ? t('callPlayback.customer') : t('callPlayback.agent');
        const seconds = line.startMs === undefined ? undefined : line.startMs / 1000;
        const active = index === activeIndex;
        const marked = mark?.index === index;
        return (
          <Box
            as="li"
            key={index}
            data-speaker={line.speaker}
            data-active={active || undefined}
            data-marked={marked || undefined}
            alignSelf={customer ? 'flex-end' : 'flex-start'}
            maxW={{ base: '92%', md: '75%' }}
            textAlign={customer ? 'end' : 'start'}
          >
            <Text fontSize="xs" color="fg.muted" mb="1">
              {who}
              {seconds !== undefined && (
                <>
                  {' · '}
                  {onSeek ? (
                    <chakra.button
                      type="button"
                      onClick={() => onSeek(seconds)}
                      aria-label={t('callPlayback.playFrom', { time: formatClock(seconds), who })}
                      textDecoration="underline"
                      fontVariantNumeric="tabular-nums"
                      cursor="pointer"
                      rounded="sm"
                      _hover={{ color: 'fg' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                    >
                      {formatClock(seconds)}
                    </chakra.button>
                  ) : (
                    <Text as="span" fontVariantNumeric="tabular-nums">
                      {formatClock(seconds)}
                    </Text>
                  )}
                </>
              )}
              {marked && (
                <Badge colorPalette="orange" variant="subtle" size="sm" ms="2">
                  {mark.label}
                </Badge>
              )}
            </Text>
            <Box
              px="3"
              py="2"
              rounded="l3"
              roundedBottomRight={customer ? 'l1' : undefined}
              roundedBottomLeft={customer ? undefined : 'l1'}
              bg={customer ? 'brand.solid' : 'bg.muted'}
              color={customer ? 'brand.contrast' : 'fg'}
              outline={active ? '2px solid' : undefined}
              outlineColor={active ? 'brand.emphasized' : undefined}
              textAlign="start"
            >
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm">
                {line.text}
              </Text>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
