import { Card, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled card of the dashboard (a section named by its heading). */
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
