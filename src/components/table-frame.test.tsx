import { Table } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TableFrame, type FrameColumn } from './table-frame';

type Key = 'name' | 'phone' | 'email' | 'actions';

const columns: FrameColumn<Key>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'phone', label: 'Phone', sortable: true },
  { key: 'email', label: 'Email' },
  { key: 'actions', label: 'Actions', align: 'end' },
];

const body = (
  <Table.Row>
    <Table.Cell>Ada</Table.Cell>
    <Table.Cell>+34 600 000 000</Table.Cell>
    <Table.Cell>ada@example.com</Table.Cell>
    <Table.Cell />
  </Table.Row>
);

describe('TableFrame', () => {
  it('names the table by its caption and shows the column headers', async () => {
    await renderWithProviders(
      <TableFrame caption="Leads" columns={columns}>
        {body}
      </TableFrame>,
    );
    expect(screen.getByRole('table', { name: 'Leads' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Phone',
      'Email',
      'Actions',
    ]);
    expect(screen.getByRole('cell', { name: 'Ada' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells which column the rows are sorted by and in which direction', async () => {
    await renderWithProviders(
      <TableFrame
        caption="Leads"
        columns={columns}
        sort={{ key: 'phone', direction: 'descending' }}
        onSort={vi.fn()}
      >
        {body}
      </TableFrame>,
    );
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Phone').getAttribute('aria-sort')).toBe('descending');
    expect(header('Phone').textContent).toBe('Phone ▼');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('Email').hasAttribute('aria-sort')).toBe(false);
    expect(header('Actions').hasAttribute('aria-sort')).toBe(false);
  });

  it('asks for a sort when a sortable header is clicked', async () => {
    const onSort = vi.fn();
    await renderWithProviders(
      <TableFrame
        caption="Leads"
        columns={columns}
        sort={{ key: 'phone', direction: 'ascending' }}
        onSort={onSort}
      >
        {body}
      </TableFrame>,
    );
    expect(screen.getByRole('button', { name: /^Phone/ }).textContent).toBe('Phone ▲');
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
    expect(screen.queryByRole('button', { name: /^Email/ })).toBeNull();
  });

  it('makes the scroll area a named, focusable region when asked', async () => {
    await renderWithProviders(
      <TableFrame
        caption="Cards"
        columns={columns}
        scroll={{ role: 'region', tabIndex: 0, 'aria-label': 'Saved cards' }}
      >
        {body}
      </TableFrame>,
    );
    expect(screen.getByRole('region', { name: 'Saved cards' }).getAttribute('tabindex')).toBe('0');
  });
});
