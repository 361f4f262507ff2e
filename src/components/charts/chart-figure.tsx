import { Box, Button, Table, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartTable {
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
}

export interface ChartFigureProps {
  /** Hidden from assistive technology: the caption and the table carry the data. */
  children: ReactNode;
  caption: string;
  table: ChartTable;
  tableLabel: string;
}

export function ChartFigure({ children, caption, table, tableLabel }: ChartFigureProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <Box as="figure" m="0">
      <Box aria-hidden="true">{children}</Box>
      <Box display="flex" gap="3" alignItems="start" justifyContent="space-between" mt="2" flexWrap="wrap">
        <Text as="figcaption" fontSize="sm" color="fg.muted" flex="1" minW="12rem">
          {caption}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('charts.hideTable') : t('charts.showTable')}
        </Button>
      </Box>
      <Box
        id={tableId}
        srOnly={!open}
        mt={open ? '3' : undefined}
        overflowX={open ? 'auto' : undefined}
        // When shown, the table may scroll sideways: keyboard users must be able to reach it.
        {...(open ? { tabIndex: 0, role: 'group', 'aria-label': tableLabel } : {})}
      >
        <Table.Root size="sm" aria-label={tableLabel}>
          <Table.Header>
            <Table.Row>
              {table.columns.map((column, index) => (
                <Table.ColumnHeader key={column} textAlign={index === 0 ? 'start' : 'end'} scope="col">
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {table.rows.map((row) => (
              <Table.Row key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <Table.Cell key={index} as="th" scope="row" fontWeight="normal">
                      {cell}
                    </Table.Cell>
                  ) : (
                    <Table.Cell key={index} textAlign="end">
                      {cell}
                    </Table.Cell>
                  ),
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
