import { Alert, Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CallLoadError } from './call-query';

/** While the call is read: the spec's spinner text. */
export function CallLoading() {
  const { t } = useTranslation();
  return (
    <HStack role="status" gap="3" py="10" justify="center" color="fg.muted">
      <Spinner size="md" color="brand.solid" />
      <Text>{t('callPlayback.fetching')}</Text>
    </HStack>
  );
}

function Problem({ children, status = 'error' }: { children: React.ReactNode; status?: 'error' | 'info' }) {
  return (
    <Alert.Root role="alert" status={status} maxW="2xl">
      <Alert.Indicator />
      <Alert.Content>{children}</Alert.Content>
    </Alert.Root>
  );
}

/** The link has no call id (or a malformed one). */
export function CallMissingId() {
  const { t } = useTranslation();
  return (
    <Problem status="info">
      <Alert.Title>{t('callPlayback.missingIdTitle')}</Alert.Title>
      <Alert.Description>{t('callPlayback.missingId')}</Alert.Description>
    </Problem>
  );
}

/**
 * The call could not be read: a sign-in is needed (401, with a link back here after signing in,
 * never a redirect), the call does not exist (404), or another error with a way to try again.
 */
export function CallProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const here = useLocation({ select: (location) => location.href });
  const status = error instanceof CallLoadError ? error.status : 0;
  if (status === 401) {
    return (
      <Problem status="info">
        <Alert.Title>{t('callPlayback.signInTitle')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" align="start">
            <Text>{t('callPlayback.signIn')}</Text>
            <Link asChild fontWeight="semibold" color="brand.fg" textDecoration="underline">
              <RouterLink to="/login" search={{ next: here }}>
                {t('callPlayback.signInLink')}
              </RouterLink>
            </Link>
          </Stack>
        </Alert.Description>
      </Problem>
    );
  }
  if (status === 404) {
    return (
      <Problem>
        <Alert.Title>{t('callPlayback.notFoundTitle')}</Alert.Title>
        <Alert.Description>{t('callPlayback.notFound')}</Alert.Description>
      </Problem>
    );
  }
  const message =
    error instanceof CallLoadError && error.message ? error.message : t('callPlayback.loadFailed');
  return (
    <Stack gap="3" align="start">
      <Problem>
        <Alert.Title>{t('callPlayback.loadFailedTitle')}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Problem>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
