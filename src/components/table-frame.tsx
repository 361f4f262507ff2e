import { Button, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FrameColumn<Key extends string = string> {
  key: Key;
  label: ReactNode;
  align?: 'center' | 'end' | undefined;
  width?: Table.ColumnHeaderProps['width'];
  sortable?: boolean;
}

export interface FrameSort<Key extends string = string> {
  key: Key;
  direction: 'ascending' | 'descending';
}

interface TableFrameProps<Key extends string> extends Omit<Table.RootProps, 'children' | 'columns'> {
  /** Left out only where the table is named another way (an aria-label, or the scroll region alone). */
  caption?: string;
  columns: readonly FrameColumn<Key>[];
  sort?: FrameSort<Key> | undefined;
  /** Without it sortable columns show plain headers, e.g. while the rows keep the server's order. */
  onSort?: ((key: Key) => void) | undefined;
  scroll?: Table.ScrollAreaProps;
  children: ReactNode;
}

export function TableFrame<Key extends string>({
  caption,
  columns,
  sort,
  onSort,
  scroll,
  children,
  ...root
}: TableFrameProps<Key>) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" {...scroll}>
      <Table.Root size="sm" {...root}>
        {caption !== undefined && <Table.Caption srOnly>{caption}</Table.Caption>}
        <Table.Header>
          <Table.Row>
            {columns.map((column) => {
              const canSort = column.sortable && onSort;
              const sorted = canSort && sort?.key === column.key;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  textAlign={column.align}
                  width={column.width}
                  aria-sort={sorted ? sort.direction : canSort ? 'none' : undefined}
                >
                  {canSort ? (
                    <Button variant="ghost" size="xs" px="1" onClick={() => onSort(column.key)}>
                      {column.label}
                      <span aria-hidden="true">
                        {sorted ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                      </span>
                    </Button>
                  ) : (
                    column.label
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
