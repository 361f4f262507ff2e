import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function DashboardPanel({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" minW="0">
      <Card.Header gap="0.5">
        <Heading as="h2" id={id} size="md">
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}

export function ChartSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="2" role="status" aria-label={t('common.loading')}>
      <Skeleton h="48" borderRadius="md" />
      <Skeleton h="4" w="60%" />
    </Stack>
  );
}
