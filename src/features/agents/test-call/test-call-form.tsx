import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Input,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { useBackoffPoll } from '@/lib/use-backoff-poll';
import { checkNumber, isOngoing, type NumberCheck } from './test-call-model';
import { testCallQuery, usePlaceTestCall } from './test-call-queries';

type FieldError = Extract<NumberCheck, { ok: false }>['error'];

export function TestCallForm({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [placed, setPlaced] = useState<{ id: string; number: string } | null>(null);
  const place = usePlaceTestCall();

  const submit = () => {
    const check = checkNumber(value);
    if (!check.ok) {
      setFieldError(check.error);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setPlaced(null);
    place.mutate(
      { body: { agentId, to: check.number } },
      { onSuccess: (answer) => setPlaced({ id: answer.data.id, number: check.number }) },
    );
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label={t('agents.testCall.title')}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('agents.testCall.intro')}
        </Text>
        <Field.Root required invalid={fieldError !== null}>
          <Field.Label>
            {t('agents.testCall.number')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={input}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+14155550123"
            value={value}
            aria-describedby={fieldError ? errorId : hintId}
            onChange={(event) => setValue(event.target.value)}
          />
          {fieldError ? (
            <Text id={errorId} fontSize="sm" color="fg.error">
              {t(`agents.testCall.errors.${fieldError}`)}
            </Text>
          ) : (
            <Text id={hintId} fontSize="sm" color="fg.muted">
              {t('agents.testCall.hint')}
            </Text>
          )}
        </Field.Root>
        {place.isError && (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(place.error, t('agents.testCall.failed'))}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          <Button
            type="submit"
            colorPalette="brand"
            loading={place.isPending}
            loadingText={t('agents.testCall.placing')}
          >
            {t('agents.testCall.callMe')}
          </Button>
        </Box>
        {placed && <TestCallState callId={placed.id} number={placed.number} agentId={agentId} />}
      </Stack>
    </form>
  );
}

function TestCallState({ callId, number, agentId }: { callId: string; number: string; agentId: string }) {
  const { t } = useTranslation();
  const query = useQuery({ ...testCallQuery(callId), select: (answer) => answer.data });
  const call = query.data;
  useBackoffPoll({
    enabled: call !== undefined && isOngoing(call.status),
    poll: () => query.refetch(),
    fingerprint: call ? `${call.status} ${call.updatedAt}` : '',
  });

  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="test-call-state">
      <Box role="status" aria-live="polite">
        <Text fontWeight="medium">{t('agents.testCall.placed', { number })}</Text>
        {call && (
          <HStack gap="2" mt="1" flexWrap="wrap">
            <Text fontSize="sm">{t('agents.testCall.state')}</Text>
            <Badge colorPalette={isOngoing(call.status) ? 'blue' : 'gray'}>
              {t(`calls.status.${call.status}`)}
            </Badge>
            {call.status === 'queued' && call.queuePosition !== null && (
              <Text fontSize="sm" color="fg.muted">
                {t('agents.testCall.position', { position: call.queuePosition })}
              </Text>
            )}
          </HStack>
        )}
      </Box>
      {query.isError && (
        <Text fontSize="sm" color="fg.error">
          {errorMessage(query.error, t('agents.testCall.stateFailed'))}
        </Text>
      )}
      <ChakraLink asChild fontSize="sm" colorPalette="brand">
        <Link to="/calls" search={{ agentId, phone: number }}>
          {t('agents.testCall.seeInCalls')}
        </Link>
      </ChakraLink>
    </Stack>
  );
}
