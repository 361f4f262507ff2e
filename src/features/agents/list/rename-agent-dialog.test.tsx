import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RenameAgentDialog } from './rename-agent-dialog';
import { renderWithProviders } from '@/test/render';

// A 1 x 1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

async function chooseAndSave(file: File) {
  const onRename = vi.fn(() => Promise.resolve(true));
  await renderWithProviders(
    <RenameAgentDialog
      agent={{ id: 'agent-1', name: 'Front Desk Agent' }}
      onClose={() => undefined}
      submitting={false}
      onRename={onRename}
    />,
  );
  // The dialog's code comes when it first opens: a moment of "Loading…" first.
  fireEvent.change(await screen.findByLabelText('Logo'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return onRename;
}

describe('the rename and logo dialog', () => {
  it('sends a real image as the logo', async () => {
    const logo = new File([PNG], 'logo.png', { type: 'image/png' });
    const onRename = await chooseAndSave(logo);
    await waitFor(() => expect(onRename).toHaveBeenCalledWith('agent-1', 'Front Desk Agent', logo));
  });

  it('refuses an SVG dressed as a PNG, and says why', async () => {
    const onRename = await chooseAndSave(new File([SVG], 'logo.png', { type: 'image/png' }));
    expect(
      await screen.findByText('logo.png was refused: web pages, SVG images and scripts cannot be uploaded.'),
    ).toBeTruthy();
    expect(onRename).not.toHaveBeenCalled();
  });
});
