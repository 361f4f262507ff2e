import { Button, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ContactsPaginationProps {
  /** What the navigation is called (two lists on one screen are told apart). */
  label: string;
  /** 0-based page shown (the contract's `pageIndex`). */
  pageIndex: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onPage: (pageIndex: number) => void;
  /** The page sizes to choose from; none: no choice. */
  sizes?: readonly number[];
  onPageSize?: (size: number) => void;
}

/** Where the page stands in the list, the page size, and previous / next. */
export function ContactsPagination({
  label,
  pageIndex,
  pageSize,
  total,
  shown,
  onPage,
  sizes,
  onPageSize,
}: ContactsPaginationProps) {
  const { t } = useTranslation();
  const safeTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const pages = Math.max(1, Math.ceil(safeTotal / pageSize));
  const first = shown === 0 ? 0 : pageIndex * pageSize + 1;
  const last = shown === 0 ? 0 : first + shown - 1;
  return (
    <HStack as="nav" aria-label={label} gap="3" wrap="wrap" justify="space-between">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {t('contacts.pagination.range', { first, last, total: safeTotal })}
      </Text>
      <HStack gap="3" wrap="wrap">
        {sizes && onPageSize && (
          <Field.Root orientation="horizontal" width="auto" gap="2">
            <Field.Label whiteSpace="nowrap">{t('contacts.pagination.size')}</Field.Label>
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
        <Button size="sm" variant="outline" disabled={pageIndex <= 0} onClick={() => onPage(pageIndex - 1)}>
          {t('contacts.pagination.previous')}
        </Button>
        <Text whiteSpace="nowrap" fontSize="sm">
          {t('contacts.pagination.page', { page: pageIndex + 1, pages })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={pageIndex + 1 >= pages}
          onClick={() => onPage(pageIndex + 1)}
        >
          {t('contacts.pagination.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
