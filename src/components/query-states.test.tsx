import { Button } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { EmptyState, QueryView, type QueryLike } from './query-states';

const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});

const view = (state: QueryLike<string[]>, empty: boolean | ReactElement = false) =>
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
    await view(query({ isFetching: true }));
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

  it('shows the loading again while a retry runs', async () => {
    await view(query({ isError: true, isFetching: true }));
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps what was read when a refresh fails, under the failure', async () => {
    await view(query({ data: ['Spring recall'], isError: true }));
    expect(screen.getByRole('alert').textContent).toContain('Could not load the rows.');
    expect(screen.getByRole('listitem').textContent).toBe('Spring recall');
  });

  it('says so when the data holds nothing', async () => {
    await view(query({ data: [] }), true);
    expect(screen.getByText('No rows yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("draws the feature's own empty state, with its action", async () => {
    const onCreate = vi.fn();
    await view(
      query({ data: [] }),
      <EmptyState text="No campaigns yet" hint="Create one to start calling.">
        <Button onClick={onCreate}>Create campaign</Button>
      </EmptyState>,
    );
    expect(screen.getByText('Create one to start calling.')).toBeTruthy();
    expect(screen.queryByText('No rows yet.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('draws a skeleton of its own while loading when given one', async () => {
    await renderWithProviders(
      <QueryView query={query({ isFetching: true })} errorText="" loading={<p>Loading the rows…</p>}>
        {() => null}
      </QueryView>,
    );
    expect(screen.getByText('Loading the rows…')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws the data once it came', async () => {
    await view(query({ data: ['Spring recall', 'Whitening'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Spring recall',
      'Whitening',
    ]);
  });
});
