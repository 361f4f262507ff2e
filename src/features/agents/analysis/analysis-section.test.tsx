import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallAnalysisField, CallAnalysisSettings } from '@/api/call-analysis';
import type { FakeNetwork } from '@/test/fake-network';
import { renderWithProviders } from '@/test/render';
import { json } from '@/test/responses';
import { AnalysisSection } from './analysis-section';

// The real typed client and queries over a fake network.
const network = vi.hoisted((): FakeNetwork => ({
  requests: [],
  respond: (request) => new Response(request.url, { status: 500 }),
}));

vi.mock('@/api/client', async (original) =>
  (await import('@/test/fake-network')).clientsOver(network, await original()),
);

const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const RULE =
  'Use snake_case: lowercase letters, digits and underscores, starting with a letter (at most 40 characters).';

const treatment: CallAnalysisField = {
  name: 'treatment',
  type: 'option',
  description: 'The treatment asked about.',
  options: ['cleaning'],
};

const settings: CallAnalysisSettings = {
  summaryInstruction: 'Summarise the call in two sentences.',
  success: { kind: 'pass_fail', instruction: 'The caller booked an appointment.' },
  fields: [treatment],
  redaction: { names: false, phoneNumbers: false, cardNumbers: false },
  revision: 4,
};

const puts = () => network.requests.filter((request) => request.method === 'PUT');

function serve(answerPut: (revision: string | null) => Response, read = () => settings) {
  network.respond = (request) =>
    request.method === 'PUT' ? answerPut(request.headers.get('If-Match')) : json(200, { data: read() });
}

async function section(language: 'en' | 'es' = 'en') {
  await renderWithProviders(<AnalysisSection agentId={AGENT} agentRevision={4} />, { language });
  const region = await screen.findByRole('region', {
    name: language === 'en' ? 'Post-call analysis' : 'Análisis posterior a la llamada',
  });
  await within(region).findByRole('group', { name: 'treatment' });
  return region;
}

describe('AnalysisSection', () => {
  beforeEach(() => {
    network.requests = [];
    serve(() => json(500, {}));
  });

  it('is not drawn, and says nothing, when the server has no post-call analysis', async () => {
    network.respond = () => json(404, { message: 'Not found' });
    const { container } = await renderWithProviders(<AnalysisSection agentId={AGENT} agentRevision={4} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the post-call analysis settings…');
    await waitFor(() => expect(container.childElementCount).toBe(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the settings cannot be read', async () => {
    network.respond = () => json(500, { message: 'The analysis store is down' });
    await renderWithProviders(<AnalysisSection agentId={AGENT} agentRevision={4} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The analysis store is down');
    serve(() => json(500, {}));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'treatment' })).toBeTruthy();
  });

  it('sends nothing while a name breaks the rules, and says which rule', async () => {
    const region = await section();
    fireEvent.click(within(region).getByRole('button', { name: 'Add field' }));
    const added = within(region).getByRole('group', { name: 'Field 2' });
    const name = within(added).getByRole('textbox', { name: /^Name/ });
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'treatment' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save analysis settings' }));
    expect(within(region).getByText('Another field is already named treatment.')).toBeTruthy();
    expect(within(region).getByRole('alert').textContent).toBe('Fix the 2 marked fields before saving.');
    expect(document.activeElement).toBe(name);

    fireEvent.change(name, { target: { value: 'Booked Appointment' } });
    expect(within(region).getByText(RULE)).toBeTruthy();
    expect(puts()).toHaveLength(0);

    fireEvent.click(within(region).getByRole('button', { name: 'Remove field Booked Appointment' }));
    expect(within(region).queryByText(RULE)).toBeNull();
    expect(document.activeElement).toBe(
      within(region).getByRole('button', { name: 'Remove field treatment' }),
    );
  });

  it('saves with the revision read; refused as stale, keeps the change and saves it over the newer', async () => {
    const mine = [{ ...treatment, example: 'cleaning' }];
    let read = settings;
    serve(
      () => json(409, { message: 'This agent was changed elsewhere after you opened it.' }),
      () => read,
    );
    const region = await section();
    const example = within(region).getByRole<HTMLInputElement>('textbox', { name: 'Example value' });
    fireEvent.change(example, { target: { value: 'cleaning' } });
    read = { ...settings, summaryInstruction: 'Summarise the call in one sentence.', revision: 6 };
    fireEvent.click(within(region).getByRole('button', { name: 'Save analysis settings' }));

    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Changed elsewhere');
    expect(puts()[0]?.headers.get('If-Match')).toBe('"4"');
    expect(example.value).toBe('cleaning');

    serve(
      (revision) =>
        revision === '"6"'
          ? json(200, {
              data: { ...settings, fields: mine, revision: 7 },
            })
          : json(409, { message: 'Stale' }),
      () => read,
    );
    const keepMine = within(alert).getByRole('button', { name: 'Save mine anyway' });
    await waitFor(() => expect(keepMine).toHaveProperty('disabled', false));
    fireEvent.click(keepMine);
    await waitFor(() => expect(within(region).queryByRole('alert')).toBeNull());
    const saved = puts().at(-1);
    expect(saved?.headers.get('If-Match')).toBe('"6"');
    expect(await saved?.json()).toEqual({
      summaryInstruction: 'Summarise the call in two sentences.',
      success: settings.success,
      fields: mine,
      redaction: settings.redaction,
    });
  });

  it('speaks Spanish', async () => {
    serve(() => json(500, {}));
    const region = await section('es');
    expect(within(region).getByRole('button', { name: 'Quitar el campo treatment' })).toBeTruthy();
    expect(within(region).getByRole('radio', { name: 'Aprobado o suspenso' })).toBeTruthy();
  });
});
