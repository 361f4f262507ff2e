import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearViolations, recordViolation } from '@/api/contract-violations';
import { notify } from '@/components/toaster';
import { defaultQaSettings, readQaSettings, writeQaSettings } from '@/lib/qa-settings';
import { renderWithProviders } from '@/test/render';
import QaPanel from './qa-panel';

vi.mock(import('@/components/toaster'), async (importOriginal) => ({
  ...(await importOriginal()),
  notify: vi.fn(),
}));

async function renderPanel() {
  const { queryClient } = await renderWithProviders(<QaPanel />);
  const resetQueries = vi.spyOn(queryClient, 'resetQueries').mockResolvedValue();
  fireEvent.click(screen.getByRole('button', { name: /^QA/ }));
  return { panel: screen.getByRole('group', { name: 'QA: mock answers' }), resetQueries };
}

const radio = (panel: HTMLElement, name: string) =>
  within(panel).getByRole<HTMLInputElement>('radio', { name });
const select = (panel: HTMLElement, name: string) =>
  within(panel).getByRole<HTMLSelectElement>('combobox', { name });

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => {
  clearViolations();
  vi.unstubAllGlobals();
});

describe('the QA panel', () => {
  it('starts with normal answers that the mock remembers', async () => {
    const { panel } = await renderPanel();
    expect(radio(panel, 'Remember changes').checked).toBe(true);
    expect(radio(panel, 'Examples only').checked).toBe(false);
    expect(radio(panel, 'Normal answers').checked).toBe(true);
    expect(select(panel, 'Failing call').disabled).toBe(true);
  });

  it('saves the data choice and fetches every query again', async () => {
    const { panel, resetQueries } = await renderPanel();
    fireEvent.click(within(panel).getByRole('radio', { name: 'Examples only' }));
    expect(readQaSettings().data).toBe('examples');
    expect(resetQueries).toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: 'QA: Examples only' })).toHaveLength(1);
  });

  it('aims the error at one call, found by searching, with only the statuses it declares', async () => {
    writeQaSettings({ ...defaultQaSettings, mode: 'error', status: 422 });
    const { panel } = await renderPanel();
    const status = select(panel, 'Error status');
    expect(optionLabels(status)).toEqual(['401', '403', '404', '422', '500']);

    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Find a call' }), {
      target: { value: 'get fetch_list_with_meta' },
    });
    const target = select(panel, 'Failing call');
    expect(target.disabled).toBe(false);
    expect(optionLabels(target)).toEqual(['All calls', 'GET /agents/fetch_list_with_meta/']);
    fireEvent.change(target, { target: { value: 'agentsListWithMeta' } });

    expect(readQaSettings()).toMatchObject({ errorTarget: 'agentsListWithMeta', status: 500 });
    expect(optionLabels(status)).toEqual(['401', '500']);
    expect(status.value).toBe('500');

    fireEvent.change(target, { target: { value: '' } });
    expect(readQaSettings().errorTarget).toBeNull();
  });

  it('drops a stored call that the contract no longer has', async () => {
    writeQaSettings({ ...defaultQaSettings, mode: 'error', status: 418, errorTarget: 'goneCall' });
    const { panel } = await renderPanel();
    expect(select(panel, 'Failing call').value).toBe('');
    expect(readQaSettings()).toMatchObject({ errorTarget: null, status: 500 });
  });

  it('resets the mock data, fetches again and says so', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ message: 'Seed data restored' })));
    vi.stubGlobal('fetch', fetch);
    const { panel, resetQueries } = await renderPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Reset data' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', "The mock's data is back to its seed."),
    );
    expect(fetch).toHaveBeenCalledWith('/api/__mock/reset', expect.objectContaining({ method: 'POST' }));
    expect(resetQueries).toHaveBeenCalled();
  });

  it('says when the reset failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ message: 'Seed missing' }, { status: 500 }))),
    );
    const { panel, resetQueries } = await renderPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Reset data' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', "The mock's data could not be reset.", 'Seed missing'),
    );
    expect(resetQueries).not.toHaveBeenCalled();
  });

  it('shows the contract violations on its button and lists the latest', async () => {
    const { panel } = await renderPanel();
    act(() => {
      recordViolation({ method: 'GET', path: '/notification/', message: 'response.body: must be array' });
      recordViolation({ method: 'PUT', path: '/agents/abc', message: 'request.body: must be object' });
    });
    const toggle = screen.getByRole('button', { name: 'QA, 2 contract violations' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const latest = within(panel).getByRole('list', { name: 'Latest contract violations' });
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'PUT /agents/abcrequest.body: must be object',
      'GET /notification/response.body: must be array',
    ]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(screen.getAllByRole('button', { name: 'QA' })).toHaveLength(1);
    expect(within(panel).queryByRole('list')).toBeNull();
  });
});
