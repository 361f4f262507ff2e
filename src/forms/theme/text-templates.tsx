import { Heading, Text } from '@chakra-ui/react';
import type { DescriptionFieldProps, ErrorListProps, TitleFieldProps } from '@rjsf/utils';

export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return (
    <Heading id={id} as="h3" size="sm">
      {title}
    </Heading>
  );
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  return (
    <Text id={id} textStyle="xs" color="fg.muted">
      {description}
    </Text>
  );
}

// Errors show beside their fields (the first one takes the focus), not in a list on top.
export function ErrorListTemplate(_props: ErrorListProps) {
  return null;
}
