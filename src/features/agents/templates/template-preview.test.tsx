import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentTemplate } from './template-model';
import { TemplatePreview } from './template-preview';
import { renderWithProviders } from '@/test/render';

const template: AgentTemplate = {
  id: '6650a1f2c3d4e5f699990005',
  name: 'Storm Damage Hotline',
  description: 'Takes storm-damage calls for a roofing company.',
  category: 'roofing',
  global_prompt: "You answer {{company_name}}'s storm-damage line.",
  voiceMail: '',
  voice: '6650a1f2c3d4e5f655550001',
  language: 'es-ES',
  direction: 'inbound',
  selected: true,
  functions: [
    { name: 'end_call', type: 0, description: 'End the call.' },
    { name: 'transfer_to_estimator', type: 3, description: 'Transfer active leaks.' },
  ],
  usageCount: 0,
  createdAt: '2026-10-27T20:48:19Z',
  updatedAt: '2026-10-27T20:48:19Z',
};

describe('the preview of a template', () => {
  it('shows what the new agent gets: texts, direction, language, voice and functions', async () => {
    await renderWithProviders(<TemplatePreview template={template} voiceName="Ava" />);
    const preview = screen.getByRole('region', { name: 'What Storm Damage Hotline brings' });
    expect(preview.textContent).toContain("You answer {{company_name}}'s storm-damage line.");
    expect(screen.getByText('Inbound')).toBeTruthy();
    expect(screen.getByText('European Spanish')).toBeTruthy();
    expect(screen.getByText('Ava')).toBeTruthy();
    expect(screen.getByText('2 functions')).toBeTruthy();
    expect(screen.getByText('Transfer Call')).toBeTruthy();
    // An empty voicemail reads as such, not as a blank box.
    expect(screen.getByRole('region', { name: 'What Storm Damage Hotline brings' }).textContent).toContain(
      'None',
    );
  });
});
