import { createFileRoute } from '@tanstack/react-router';
import { ChakraRoot } from '@/app/chakra-root';
import { NewPasswordScreen } from '@/features/auth/new-password-screen';

export const Route = createFileRoute('/new_password/$token')({
  staticData: { screen: 'newPassword', sidebar: false },
  component: NewPasswordRoute,
});

function NewPasswordRoute() {
  const { token } = Route.useParams();
  return (
    <ChakraRoot>
      <NewPasswordScreen token={token} />
    </ChakraRoot>
  );
}
