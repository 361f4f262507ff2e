import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { parseTranscript } from './scenario-model';

export function TranscriptView({ transcript, label }: { transcript: string; label?: string }) {
  const { t } = useTranslation();
  const turns = parseTranscript(transcript);
  const name = label ?? t('testzone.results.transcript');
  return (
    <Stack gap="2">
      <Heading as="h4" size="sm">
        {name}
      </Heading>
      {turns.length === 0 ? (
        <Text color="fg.muted">{t('testzone.results.noTranscript')}</Text>
      ) : (
        <List.Root gap="2" listStyle="none" aria-label={name}>
          {turns.map((turn, index) => (
            <List.Item key={index}>
              <Box
                bg={turn.speaker === 'agent' ? 'brand.subtle' : 'bg.muted'}
                borderRadius="md"
                px="3"
                py="2"
                ms={turn.speaker === 'agent' ? '0' : '6'}
                me={turn.speaker === 'agent' ? '6' : '0'}
              >
                <Text fontSize="xs" fontWeight="bold" color="fg.muted">
                  {t(`testzone.results.speaker.${turn.speaker}`)}
                </Text>
                <Text whiteSpace="pre-wrap" wordBreak="break-word">
                  {turn.text}
                </Text>
              </Box>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
