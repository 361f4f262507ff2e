import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GlobalPromptCard } from './global-prompt-card';

const saved = 'You are Ava, the receptionist.';

async function card(value: string) {
  const onGenerate = vi.fn();
  await renderWithProviders(
    <GlobalPromptCard
      box={{ value, server: saved, base: saved, editing: value !== saved, saving: null }}
      locked={false}
      streaming={false}
      onEdit={vi.fn()}
      onChange={vi.fn()}
      onSave={vi.fn()}
      onReapply={vi.fn()}
      onTakeServer={vi.fn()}
      onGenerate={onGenerate}
      onStop={vi.fn()}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'AI Generate' }));
  const goal = await screen.findByRole('dialog', { name: 'Generate Global Prompt with AI' });
  fireEvent.change(within(goal).getByRole('textbox'), { target: { value: 'A dental receptionist' } });
  fireEvent.click(within(goal).getByRole('button', { name: 'Generate' }));
  return onGenerate;
}

describe('AI Generate', () => {
  it('starts at once over the saved prompt', async () => {
    const onGenerate = await card(saved);
    expect(onGenerate).toHaveBeenCalledWith('A dental receptionist');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before replacing text that is not saved, and keeps it when told so', async () => {
    const onGenerate = await card('You are Ava. Half a thought');
    const question = await screen.findByRole('alertdialog', { name: 'Replace the unsaved prompt?' });
    expect(onGenerate).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it('replaces it once agreed', async () => {
    const onGenerate = await card('You are Ava. Half a thought');
    const question = await screen.findByRole('alertdialog', { name: 'Replace the unsaved prompt?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Replace' }));
    expect(onGenerate).toHaveBeenCalledWith('A dental receptionist');
  });
});
