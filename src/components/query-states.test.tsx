import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { QueryView, type QueryLike } from './query-states';

const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...over,
});

const view = (state: QueryLike<string[]>, empty = false) =>
  renderWithProviders(
    <QueryView query={state} errorText="Could not load the rows." empty={empty} emptyText="No rows yet.">
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );

describe('QueryView', () => {
  it('announces the loading while the data has not come', async () => {
    await view(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the failure with a retry that reads again', async () => {
    const failed = query({ isError: true });
    await view(failed);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the rows.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('says so when the data holds nothing', async () => {
    await view(query({ data: [] }), true);
    expect(screen.getByRole('status').textContent).toContain('No rows yet.');
  });

  it('draws the data once it came', async () => {
    await view(query({ data: ['Spring recall', 'Whitening'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Spring recall',
      'Whitening',
    ]);
  });
});
