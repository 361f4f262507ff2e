import { Button, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface PaginationProps {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
  range?: (values: { first: number; last: number; total: number }) => string;
  sizes?: readonly number[];
  onPageSize?: (size: number) => void;
}

export function pageRange(page: number, pageSize: number, shown: number): { first: number; last: number } {
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  return { first, last: shown === 0 ? 0 : first + shown - 1 };
}

export function Pagination({
  label,
  page,
  pageSize,
  total,
  shown,
  onPage,
  range,
  sizes,
  onPageSize,
}: PaginationProps) {
  const { t } = useTranslation();
  const safeTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const pages = Math.max(1, Math.ceil(safeTotal / pageSize));
  const values = { ...pageRange(page, pageSize, shown), total: safeTotal };
  return (
    <HStack as="nav" aria-label={label} gap="3" wrap="wrap" justify="space-between">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {range ? range(values) : t('pagination.range', values)}
      </Text>
      <HStack gap="3" wrap="wrap">
        {sizes && onPageSize && (
          <Field.Root orientation="horizontal" width="auto" gap="2">
            <Field.Label whiteSpace="nowrap">{t('pagination.size')}</Field.Label>
            <NativeSelect.Root size="sm" width="5.5rem">
              <NativeSelect.Field
                value={pageSize}
                onChange={(event) => onPageSize(Number(event.target.value))}
              >
                {sizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pagination.previous')}
        </Button>
        <Text whiteSpace="nowrap" fontSize="sm">
          {t('pagination.page', { page, pages })}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pagination.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
