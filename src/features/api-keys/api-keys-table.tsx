import { Button, Code, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { TableFrame } from '@/components/table-frame';
import { maskedKey, type ApiKey } from './api-keys-model';

interface ApiKeysTableProps {
  keys: readonly ApiKey[];
  onRevoke: (apiKey: ApiKey) => void;
}

export function ApiKeysTable({ keys, onRevoke }: ApiKeysTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <TableFrame
      caption={t('apiKeys.tableCaption')}
      minW="44rem"
      columns={[
        { key: 'name', label: t('apiKeys.columns.name') },
        { key: 'key', label: t('apiKeys.columns.key') },
        { key: 'created', label: t('apiKeys.columns.created') },
        { key: 'lastUsed', label: t('apiKeys.columns.lastUsed') },
        { key: 'actions', label: t('apiKeys.columns.actions'), align: 'end' },
      ]}
    >
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
    </TableFrame>
  );
}
