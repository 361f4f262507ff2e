import { Avatar, Badge, Box, Button, Card, Code, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { LoadingState, QueryView } from '@/components/query-states';
import { env } from '@/config/env';
import { appCategory, appInitials, logoSource, type App } from './app-model';
import { featuresQuery } from './apps-queries';

const safeWebsite = (url: string): string | undefined =>
  /^https:\/\/[^\s"'<>]+$/i.test(url) ? url : undefined;

export function AppCard({
  app,
  connections,
  onConnect,
}: {
  app: App;
  connections: number;
  onConnect: (app: App) => void;
}) {
  const { t } = useTranslation();
  const [showFeatures, setShowFeatures] = useState(false);
  const featuresId = useId();
  const headingId = useId();
  const website = safeWebsite(app.website);
  const logo = logoSource(app.logo, env.fileHostUrl);
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" variant="outline">
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <Avatar.Root shape="rounded" size="lg" colorPalette="brand" aria-hidden="true" flexShrink={0}>
            <Avatar.Fallback>{appInitials(app.name)}</Avatar.Fallback>
            {logo ? <Avatar.Image src={logo} alt="" /> : null}
          </Avatar.Root>
          <Stack gap="1" minW="0" flex="1">
            <Card.Title as="h3" id={headingId} wordBreak="break-word">
              {app.name}
            </Card.Title>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="gray">{t(`apps.category.${appCategory(app)}`)}</Badge>
              {connections > 0 ? (
                <Badge colorPalette="green">{t('apps.catalogue.connected', { count: connections })}</Badge>
              ) : null}
            </HStack>
          </Stack>
        </HStack>
        {app.description ? (
          <Card.Description wordBreak="break-word" lineClamp={4}>
            {app.description}
          </Card.Description>
        ) : null}
        {website ? (
          <Link href={website} target="_blank" rel="noopener noreferrer" fontSize="sm" colorPalette="brand">
            {t('apps.catalogue.website', { name: app.name })}
          </Link>
        ) : null}
        {showFeatures ? (
          <Box id={featuresId}>
            <FeatureList app={app} />
          </Box>
        ) : null}
      </Card.Body>
      <Card.Footer gap="2" justifyContent="space-between" flexWrap="wrap">
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showFeatures}
          aria-controls={showFeatures ? featuresId : undefined}
          aria-label={t(showFeatures ? 'apps.catalogue.hideFeaturesOf' : 'apps.catalogue.showFeaturesOf', {
            name: app.name,
          })}
          onClick={() => setShowFeatures((shown) => !shown)}
        >
          {t(showFeatures ? 'apps.catalogue.hideFeatures' : 'apps.catalogue.showFeatures')}
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          aria-label={t('apps.catalogue.connectApp', { name: app.name })}
          onClick={() => onConnect(app)}
        >
          {t('apps.catalogue.connect')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function FeatureList({ app }: { app: App }) {
  const { t } = useTranslation();
  const features = useQuery(featuresQuery(app.id));
  return (
    <QueryView
      query={features}
      errorText={errorMessage(features.error, t('apps.features.loadError'))}
      loading={<LoadingState label={t('apps.features.loading')} />}
      empty={features.data?.length === 0}
      emptyText={t('apps.features.empty')}
    >
      {(list) => (
        <List.Root gap="2" variant="plain" aria-label={t('apps.features.listOf', { name: app.name })}>
          {list.map((feature) => (
            <List.Item key={feature.id} display="block" borderTopWidth="1px" pt="2">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {feature.name}
                </Text>
                <Code size="sm" wordBreak="break-all">
                  {feature.key}
                </Code>
                {feature.isActive ? null : <Badge colorPalette="gray">{t('apps.features.inactive')}</Badge>}
              </HStack>
              {feature.description ? (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {feature.description}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List.Root>
      )}
    </QueryView>
  );
}
