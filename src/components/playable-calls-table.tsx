import { Link as ChakraLink, Table } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface PlayableCallRow {
  id: string;
  cells: ReactNode[];
}

export interface PlayableCallsTableProps {
  caption: string;
  headers: string[];
  rows: PlayableCallRow[];
  openHeader: string;
  playLabel: string;
  minW?: string;
}

export function PlayableCallsTable({
  caption,
  headers,
  rows,
  openHeader,
  playLabel,
  minW,
}: PlayableCallsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" minW={minW}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>{openHeader}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              {row.cells.map((cell, index) => (
                // The cells of a row are positional: the index is their identity.
                <Table.Cell key={index}>{cell}</Table.Cell>
              ))}
              <Table.Cell>
                <ChakraLink asChild colorPalette="brand">
                  <Link to="/playcall" search={{ id: row.id }}>
                    {playLabel}
                  </Link>
                </ChakraLink>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
