import { Button, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './call-search';

export interface CallsPaginationProps {
  /** 1-based page shown. */
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Where the page stands in the list, the page size, and previous / next. */
export function CallsPagination({ page, pageSize, total, shown, onPage, onPageSize }: CallsPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = shown === 0 ? 0 : first + shown - 1;
  return (
    <HStack as="nav" aria-label={t('calls.pagination.label')} gap="3" wrap="wrap" justify="space-between">
      <Text color="fg.muted" aria-live="polite">
        {t('calls.pagination.range', { first, last, total })}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Field.Root orientation="horizontal" width="auto" gap="2">
          <Field.Label whiteSpace="nowrap">{t('calls.pagination.size')}</Field.Label>
          <NativeSelect.Root size="sm" width="5.5rem">
            <NativeSelect.Field value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('calls.pagination.previous')}
        </Button>
        <Text whiteSpace="nowrap">{t('calls.pagination.page', { page, pages })}</Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('calls.pagination.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
