import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { StepPanel, type StepPanelProps } from './step-panel';

const props = (overrides: Partial<StepPanelProps> = {}): StepPanelProps => ({
  heading: 'Step 2',
  initial: { title: 'Book the visit', content: 'Book a cleaning.' },
  isNew: false,
  saving: false,
  canMoveEarlier: true,
  canMoveLater: false,
  onSave: vi.fn(() => Promise.resolve(true)),
  onMove: vi.fn(),
  onDelete: vi.fn(),
  onClose: vi.fn(),
  ...overrides,
});

describe('StepPanel', () => {
  it('asks for both texts and puts the focus on the first one missing', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    await renderWithProviders(
      <StepPanel {...props({ isNew: true, initial: { title: '', content: '' }, onSave })} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Confirm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(screen.getByText('Please fill in this field')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Instruction' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails', async () => {
    const onSave = vi.fn(() => Promise.resolve(false));
    await renderWithProviders(<StepPanel {...props({ onSave })} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: '  Book the visit today ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save step' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ title: 'Book the visit today', content: 'Book a cleaning.' }),
    );
    expect(title).toHaveProperty('value', '  Book the visit today ');
  });

  it('moves only where the order allows, and closes on Escape', async () => {
    const onMove = vi.fn();
    const onClose = vi.fn();
    await renderWithProviders(<StepPanel {...props({ onMove, onClose })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move later' }));
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Move earlier' }));
    expect(onMove).toHaveBeenCalledWith(-1);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Title' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
