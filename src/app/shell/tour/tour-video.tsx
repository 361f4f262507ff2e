import { AspectRatio, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

// Native controls: reachable with Tab, Space plays and pauses, arrows seek, and a captions toggle.
export function TourVideo() {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const lng = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  return (
    <Stack as="figure" gap="1.5" m="0">
      <AspectRatio ratio={16 / 9}>
        <chakra.video
          src={env.tourVideoUrl}
          controls
          preload="metadata"
          playsInline
          // The captions track loads only with CORS when the file host is another origin.
          crossOrigin="anonymous"
          aria-label={t('tour.steps.agent.video')}
          bg="brand.subtle"
          borderRadius="md"
          borderWidth="1px"
          borderColor="brand.emphasized"
          onError={() => setFailed(true)}
        >
          <track
            kind="captions"
            src={env.tourCaptionsUrl.replaceAll('{lng}', lng)}
            srcLang={lng}
            label={t('tour.captions')}
            default
          />
        </chakra.video>
      </AspectRatio>
      {failed && (
        <Text role="alert" fontSize="xs" color="fg.error">
          {t('tour.videoFailed')}
        </Text>
      )}
      <Text as="figcaption" fontSize="xs" color="fg.muted">
        {t('tour.steps.agent.video')}
      </Text>
    </Stack>
  );
}
