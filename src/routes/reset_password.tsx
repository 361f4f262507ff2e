import { createFileRoute } from '@tanstack/react-router';
import { ChakraRoot } from '@/app/chakra-root';
import { ResetPasswordScreen } from '@/features/auth/reset-password-screen';

export const Route = createFileRoute('/reset_password')({
  staticData: { screen: 'resetPassword', sidebar: false },
  component: () => (
    <ChakraRoot>
      <ResetPasswordScreen />
    </ChakraRoot>
  ),
});
