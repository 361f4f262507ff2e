import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { safeNext } from '@/lib/safe-next';
import { LoginForm } from './login-form';
import { useSignIn } from './use-sign-in';

export function LoginScreen({ next }: { next?: string | undefined }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { signIn, pending, error } = useSignIn(() => {
    router.history.push(safeNext(next));
  });

  return (
    <Center as="main" minH="100dvh" bg="bg.subtle" px="4" py="10">
      <Box
        w="full"
        maxW="md"
        bg="bg"
        borderWidth="1px"
        borderRadius="xl"
        shadow="sm"
        p={{ base: '6', sm: '8' }}
      >
        <Stack gap="6">
          <Stack gap="1">
            <Text fontWeight="semibold" color="brand.fg">
              {t('app.name')}
            </Text>
            <Heading as="h1" size="2xl">
              {t('auth.login.title')}
            </Heading>
            <Text color="fg.muted">{t('auth.login.subtitle')}</Text>
          </Stack>
          <LoginForm onSubmit={signIn} pending={pending} error={error} />
        </Stack>
      </Box>
    </Center>
  );
}
