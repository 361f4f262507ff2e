import { AspectRatio, Center, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PlayIcon } from '../shell-icons';

// The console runs without outside network access: a still frame rather than an outside player.
export function TourVideo() {
  const { t } = useTranslation();
  return (
    <Stack as="figure" gap="1.5" m="0">
      <AspectRatio ratio={16 / 9}>
        <Center bg="brand.subtle" borderRadius="md" borderWidth="1px" borderColor="brand.emphasized">
          <Center boxSize="12" borderRadius="full" bg="brand.solid" color="brand.contrast" aria-hidden="true">
            <PlayIcon boxSize="6" ms="0.5" />
          </Center>
        </Center>
      </AspectRatio>
      <Text as="figcaption" fontSize="xs" color="fg.muted">
        {t('tour.steps.agent.video')}
      </Text>
    </Stack>
  );
}
