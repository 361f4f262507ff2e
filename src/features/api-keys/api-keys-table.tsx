import { Button, Code, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { maskedKey, type ApiKey } from './api-keys-model';

interface ApiKeysTableProps {
  keys: readonly ApiKey[];
  onRevoke: (apiKey: ApiKey) => void;
}

export function ApiKeysTable({ keys, onRevoke }: ApiKeysTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" minW="44rem">
        <Table.Caption srOnly>{t('apiKeys.tableCaption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('apiKeys.columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('apiKeys.columns.key')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('apiKeys.columns.created')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('apiKeys.columns.lastUsed')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('apiKeys.columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.map((apiKey) => (
            <Table.Row key={apiKey.id}>
              <Table.Cell maxW="20rem">
                <Text lineClamp={2} wordBreak="break-word" fontWeight="medium">
                  {apiKey.name}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Code wordBreak="break-all">{maskedKey(apiKey.prefix)}</Code>
              </Table.Cell>
              <Table.Cell>{formatDateTime(apiKey.createdAt, i18n.language)}</Table.Cell>
              <Table.Cell>
                {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt, i18n.language) : t('apiKeys.never')}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('apiKeys.revoke.label', { name: apiKey.name })}
                  onClick={() => onRevoke(apiKey)}
                >
                  {t('apiKeys.revoke.button')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
