import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

interface Props {
  question: string;
  action: string;
  to: '/login' | '/signup';
}

export function AuthSwitch({ question, action, to }: Props) {
  return (
    <Text textAlign="center" color="fg.muted">
      {question}{' '}
      <Link asChild variant="underline" color="brand.fg" fontWeight="medium">
        <RouterLink to={to}>{action}</RouterLink>
      </Link>
    </Text>
  );
}
