import { Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { QueryView } from '@/components/query-states';
import { formatLocaleNumber } from '@/lib/locale-number';
import { minutePriceQuery } from '../catalogue-queries';
import { dialledDigits } from './minute-price';

type MinutePrice = components['schemas']['CallRateMinutePrice'];

export function MinutePriceCheck({ company }: { company: string | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  // A price edited on this screen a moment ago must show on the next check.
  const price = useQuery({
    ...minutePriceQuery(asked ?? '', company),
    enabled: asked !== null,
    staleTime: 0,
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const digits = dialledDigits(text);
    setInvalid(digits === null);
    if (digits === null) return;
    if (digits === asked) void price.refetch();
    else setAsked(digits);
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" maxW="3xl">
      <Heading as="h2" size="lg" id={headingId}>
        {t('catalogue.callRate.check.title')}
      </Heading>
      <Text color="fg.muted">{t('catalogue.callRate.check.help')}</Text>
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <HStack gap="3" align="start" wrap="wrap">
          <Field.Root invalid={invalid} maxW="xs">
            <Field.Label>{t('catalogue.callRate.check.number')}</Field.Label>
            <Input
              value={text}
              inputMode="tel"
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
            />
            <Field.ErrorText>{t('catalogue.callRate.check.invalid')}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            mt="6"
            loading={price.isFetching}
            loadingText={t('catalogue.callRate.check.submit')}
          >
            {t('catalogue.callRate.check.submit')}
          </Button>
        </HStack>
      </form>
      {asked !== null && (
        <QueryView query={price} errorText={errorMessage(price.error, t('catalogue.callRate.check.error'))}>
          {(answer) => <PriceAnswer price={answer.data} />}
        </QueryView>
      )}
    </Stack>
  );
}

function PriceAnswer({ price }: { price: MinutePrice }) {
  const { t, i18n } = useTranslation();
  const amount = (value: number) => `${formatLocaleNumber(value, i18n.language)} ${price.currency}`;
  return (
    <Stack role="status" gap="1" data-testid="minute-price-answer">
      <Text fontWeight="semibold">
        {t('catalogue.callRate.check.price', {
          price: amount(price.pricePerMinute),
          license: amount(price.licensePricePerMinute),
        })}
      </Text>
      <Text>
        {price.source === 'base'
          ? t('catalogue.callRate.check.base')
          : t(`catalogue.callRate.check.matched.${price.source}`, {
              prefix: price.prefix,
              destination: price.destination,
            })}
      </Text>
    </Stack>
  );
}
