import { Alert, Button, Field, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyMenuQuery } from '../catalogue-queries';

interface CallRateImportTargetProps {
  company: string | null;
  onChange: (company: string | null) => void;
  count: number;
}

const DEFAULT = 'default';

export function CallRateImportTarget({ company, onChange, count }: CallRateImportTargetProps) {
  const { t } = useTranslation();
  const companies = useQuery(companyMenuQuery());
  const menu = companies.data?.data ?? [];
  const chosen = company === null ? undefined : menu.find((item) => item.id === company);
  const target = company === null ? t('catalogue.callRate.target.defaultPhrase') : (chosen?.name ?? company);
  return (
    <Stack as="section" aria-labelledby="call-rate-import-target" gap="3" maxW="3xl">
      <Heading as="h2" size="lg" id="call-rate-import-target">
        {t('catalogue.callRate.target.title')}
      </Heading>
      <Text color="fg.muted">{t('catalogue.callRate.target.help')}</Text>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="sm">
          <Field.Label>{t('catalogue.callRate.target.label')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={company ?? DEFAULT}
              onChange={(event) => onChange(event.target.value === DEFAULT ? null : event.target.value)}
            >
              <option value={DEFAULT}>{t('catalogue.callRate.target.default')}</option>
              {menu.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
              {company !== null && chosen === undefined && <option value={company}>{company}</option>}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {companies.isError && (
          <HStack gap="2" role="alert">
            <Text color="fg.error" fontSize="sm">
              {t('catalogue.callRate.target.loadError')}
            </Text>
            <Button size="xs" variant="outline" onClick={() => void companies.refetch()}>
              {t('common.retry')}
            </Button>
          </HStack>
        )}
      </HStack>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {t('catalogue.callRate.target.replaceWarning', { count, target })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
