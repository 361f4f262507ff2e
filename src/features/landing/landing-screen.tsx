import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { readToken } from '@/lib/session/token';
import { LandingActions } from './landing-actions';
import { ValuePoint } from './value-point';

const points = ['build', 'calls', 'campaigns'] as const;

export function LandingScreen() {
  const { t } = useTranslation();
  const signedIn = readToken() !== null;

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" borderBottomWidth="1px" bg="bg">
        <Box maxW="6xl" mx="auto" py="3" px={{ base: '4', md: '8' }}>
          <Flex
            as="nav"
            aria-label={t('landing.navLabel')}
            align="center"
            justify="space-between"
            gap="3"
            wrap="wrap"
          >
            <Text fontWeight="bold" fontSize="lg" color="brand.fg">
              {t('app.name')}
            </Text>
            <LandingActions signedIn={signedIn} />
          </Flex>
        </Box>
      </Box>

      <Box as="main" flex="1">
        <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '12', md: '20' }}>
          <Box maxW="3xl">
            <Text
              fontWeight="semibold"
              color="brand.fg"
              textTransform="uppercase"
              fontSize="sm"
              letterSpacing="wider"
            >
              {t('landing.eyebrow')}
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mt="3" lineHeight="1.1">
              {t('landing.headline')}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" mt="5">
              {t('landing.pitch')}
            </Text>
            <Box mt="8">
              <LandingActions signedIn={signedIn} size="lg" />
            </Box>
          </Box>

          <Box as="section" aria-labelledby="landing-points" mt={{ base: '14', md: '20' }}>
            <Heading as="h2" id="landing-points" size="xl">
              {t('landing.pointsTitle')}
            </Heading>
            <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="5" mt="6" p="0">
              {points.map((point) => (
                <ValuePoint
                  key={point}
                  title={t(`landing.points.${point}.title`)}
                  body={t(`landing.points.${point}.body`)}
                />
              ))}
            </SimpleGrid>
          </Box>
        </Box>
      </Box>

      <Box as="footer" borderTopWidth="1px" bg="bg">
        <Box maxW="6xl" mx="auto" py="5" px={{ base: '4', md: '8' }}>
          <Text fontSize="sm" color="fg.muted">
            {t('landing.footer')}
          </Text>
        </Box>
      </Box>
    </Flex>
  );
}
