import { Link as ChakraLink, Table } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { TableFrame } from './table-frame';

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
    <TableFrame
      caption={caption}
      minW={minW}
      columns={[
        ...headers.map((header, index) => ({ key: String(index), label: header })),
        { key: 'open', label: openHeader },
      ]}
    >
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
    </TableFrame>
  );
}
