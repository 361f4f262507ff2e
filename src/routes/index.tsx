import { createFileRoute } from '@tanstack/react-router';
import { ChakraRoot } from '@/app/chakra-root';
import { LandingScreen } from '@/features/landing/landing-screen';

export const Route = createFileRoute('/')({
  staticData: { screen: 'landing', sidebar: false },
  component: () => (
    <ChakraRoot>
      <LandingScreen />
    </ChakraRoot>
  ),
});
