import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { LoadingState, QueryView } from '@/components/query-states';
import { CallLoadError, useCall, type Call } from './call-playback-queries';

function Problem({ children, status = 'error' }: { children: ReactNode; status?: 'error' | 'info' }) {
  return (
    <Alert.Root role="alert" status={status} maxW="2xl">
      <Alert.Indicator />
      <Alert.Content>{children}</Alert.Content>
    </Alert.Root>
  );
}

function MissingId() {
  const { t } = useTranslation();
  return (
    <Problem status="info">
      <Alert.Title>{t('callPlayback.missingIdTitle')}</Alert.Title>
      <Alert.Description>{t('callPlayback.missingId')}</Alert.Description>
    </Problem>
  );
}

function SignInNeeded() {
  const { t } = useTranslation();
  const here = useLocation({ select: (location) => location.href });
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

function NotFound() {
  const { t } = useTranslation();
  return (
    <Problem>
      <Alert.Title>{t('callPlayback.notFoundTitle')}</Alert.Title>
      <Alert.Description>{t('callPlayback.notFound')}</Alert.Description>
    </Problem>
  );
}

function CallRead({ callId, children }: { callId: string; children: (call: Call) => ReactNode }) {
  const { t } = useTranslation();
  const query = useCall(callId);
  const status = query.error instanceof CallLoadError ? query.error.status : 0;
  // Trying again cannot help these two: they say what can.
  if (query.isError && !query.isFetching && status === 401) return <SignInNeeded />;
  if (query.isError && !query.isFetching && status === 404) return <NotFound />;
  return (
    <QueryView
      query={query}
      errorText={errorMessage(query.error, t('callPlayback.loadFailed'))}
      loading={<LoadingState label={t('callPlayback.fetching')} />}
    >
      {children}
    </QueryView>
  );
}

export function CallView({ callId, children }: { callId?: string; children: (call: Call) => ReactNode }) {
  return callId ? <CallRead callId={callId}>{children}</CallRead> : <MissingId />;
}
