import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('names the screen in its one h1, with what it is for, its actions and its content', async () => {
    await renderWithProviders(
      <PageFrame
        title="Campaigns"
        description="Call lists and when they run."
        back={<a href="/dashboard">Back</a>}
        actions={<button type="button">New campaign</button>}
      >
        <p>The campaigns</p>
      </PageFrame>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Campaigns');
    expect(screen.getByText('Call lists and when they run.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New campaign' })).toBeTruthy();
    expect(screen.getByText('The campaigns')).toBeTruthy();
  });

  it('is a section under the h1 of the screen it is embedded in', async () => {
    await renderWithProviders(<PageFrame title="SIP trunks" embedded />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('SIP trunks');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
