import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { Voice, VoiceSearch } from './voice-filters';
import { VoiceFiltersBar } from './voice-filters-bar';

const voice = (patch: Partial<Voice>): Voice => ({
  id: '6650a1f2c3d4e5f655550001',
  name: 'Ava',
  gender: 'female',
  language: 'en-US',
  accent: 'American',
  provider: 'elevenlabs',
  providerVoiceId: 'x',
  isCustom: false,
  createdAt: '2026-01-05T12:00:00Z',
  ...patch,
});
const voices = [voice({}), voice({ id: 'o', language: 'en-GB', accent: 'British', provider: 'azure' })];

async function setup(search: VoiceSearch = {}) {
  const onChange = vi.fn<(search: VoiceSearch) => void>();
  await renderWithProviders(<VoiceFiltersBar voices={voices} search={search} onChange={onChange} />);
  return onChange;
}

describe('the voice filters', () => {
  it('shows the filters of the address and offers the languages and accents of the voices', async () => {
    await setup({ language: 'en-GB', provider: 'azure' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'en-GB');
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveProperty('value', 'azure');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveProperty('value', '');
    const accents = screen.getByRole('combobox', { name: 'Accent' });
    expect([...accents.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Any',
      'American',
      'British',
    ]);
  });

  it('adds a chosen filter to the others and drops one set back to Any', async () => {
    const onChange = await setup({ provider: 'azure' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Gender' }), { target: { value: 'male' } });
    expect(onChange).toHaveBeenLastCalledWith({ provider: 'azure', gender: 'male' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Provider' }), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('clears every filter, and offers Clear only when one is set', async () => {
    const onChange = await setup({ language: 'en-US', gender: 'female' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('has no Clear without filters', async () => {
    await setup({});
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
