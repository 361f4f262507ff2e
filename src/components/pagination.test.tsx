import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Pagination, pageRange, type PaginationProps } from './pagination';

const paging = (props: Partial<PaginationProps> = {}) => (
  <Pagination
    label="Pages of contacts"
    page={2}
    pageSize={20}
    total={45}
    shown={20}
    onPage={() => undefined}
    {...props}
  />
);

const renderPaging = (props: Partial<PaginationProps> = {}) => renderWithProviders(paging(props));

const nav = () => screen.getByRole('navigation', { name: 'Pages of contacts' });

describe('Pagination', () => {
  it('tells the range and the page, and moves by one page either way', async () => {
    const onPage = vi.fn();
    await renderPaging({ onPage });
    expect(nav().textContent).toContain('21–40 of 45');
    expect(nav().textContent).toContain('Page 2 of 3');
    fireEvent.click(within(nav()).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    fireEvent.click(within(nav()).getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('cannot go before the first page or past the last', async () => {
    const { rerender } = await renderPaging({ page: 1 });
    expect(within(nav()).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(within(nav()).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
    rerender(paging({ page: 3, shown: 5 }));
    expect(within(nav()).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(nav().textContent).toContain('41–45 of 45');
  });

  it('reads an empty or broken count as one empty page', async () => {
    await renderPaging({ page: 1, total: Number.NaN, shown: 0 });
    expect(nav().textContent).toContain('0–0 of 0');
    expect(nav().textContent).toContain('Page 1 of 1');
    expect(within(nav()).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('offers the page sizes when asked', async () => {
    const onPageSize = vi.fn();
    await renderPaging({
      sizes: [20, 50],
      onPageSize,
      range: ({ first, last, total }) => `${first}-${last}/${total} calls`,
    });
    expect(nav().textContent).toContain('21-40/45 calls');
    fireEvent.change(within(nav()).getByRole('combobox', { name: 'Rows per page' }), {
      target: { value: '50' },
    });
    expect(onPageSize).toHaveBeenCalledWith(50);
  });
});

describe('pageRange', () => {
  it('numbers the rows of a page from 1, none when it shows none', () => {
    expect(pageRange(1, 20, 20)).toEqual({ first: 1, last: 20 });
    expect(pageRange(3, 20, 5)).toEqual({ first: 41, last: 45 });
    expect(pageRange(2, 20, 0)).toEqual({ first: 0, last: 0 });
  });
});
