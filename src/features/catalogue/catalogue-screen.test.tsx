import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueActionForm } from '@/forms/registry.gen';
import { renderWithProviders } from '@/test/render';
import { CatalogueScreen } from './catalogue-screen';
import type { CatalogueEntry } from './registry/types';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = Array.from({ length: 12 }, (_, index) => ({
  id: `r${index}`,
  name: `Action ${index + 1}`,
}));

function entryWith(
  overrides: Partial<CatalogueEntry<Row, object, object>> = {},
): CatalogueEntry<Row, object, object> {
  return {
    key: 'action',
    screen: 'superadminAction',
    operations: { list: { method: 'get', path: '/actions' } },
    rowId: (row) => row.id,
    rowLabel: (row) => row.name,
    columns: [{ key: 'name', text: (row) => row.name, sortable: true }],
    form: catalogueActionForm,
    emptyForm: () => ({}),
    toForm: () => ({}),
    toPayload: (form) => form,
    fromPayload: (payload) => payload,
    fetchList: () => Promise.resolve(rows),
    ...overrides,
  };
}

const show = (entry: CatalogueEntry<Row, object, object>) =>
  renderWithProviders(<CatalogueScreen entry={entry} />);

describe('the catalogue screen', () => {
  it('pages the rows by ten and searches them', async () => {
    await show(entryWith());
    const table = await screen.findByRole('table', { name: 'Actions' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Action 12' } });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'zzz' } });
    expect(screen.getByText('Nothing matches your search.')).toBeTruthy();
  });

  it('shows the empty state, and no New button without a create call', async () => {
    await show(entryWith({ fetchList: () => Promise.resolve([]) }));
    expect(await screen.findByText('No actions yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New action' })).toBeNull();
  });

  it("shows the server's message and retries a failed list", async () => {
    const fetchList = vi
      .fn()
      .mockRejectedValueOnce(new Error('The catalogue is down'))
      .mockResolvedValue(rows);
    await show(entryWith({ fetchList }));
    expect(await screen.findByText('The catalogue is down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Actions' })).toBeTruthy();
  });

  it('deletes a row after confirmation with the entry call', async () => {
    const remove = vi.fn().mockResolvedValue({ message: 'Action deleted successfully' });
    await show(entryWith({ remove }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Action 3' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete “Action 3”? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(rows[2]));
  });

  it('offers the import when the entry has an importer', async () => {
    const importer = {
      key: 'merge',
      operation: { method: 'post', path: '/actions' } as const,
      fields: () => [{ name: 'name', label: 'Name', required: true }],
      send: vi.fn(),
    };
    await show(entryWith({ importers: [importer] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('dialog', { name: 'Import: Actions' })).toBeTruthy();
  });
});
