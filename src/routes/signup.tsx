import { createFileRoute } from '@tanstack/react-router';
import { ChakraRoot } from '@/app/chakra-root';
import { SignupScreen } from '@/features/auth/signup-screen';

export const Route = createFileRoute('/signup')({
  staticData: { screen: 'signup', sidebar: false },
  component: () => (
    <ChakraRoot>
      <SignupScreen />
    </ChakraRoot>
  ),
});
