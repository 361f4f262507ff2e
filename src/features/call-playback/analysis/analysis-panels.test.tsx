import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallAnalysis, CallAnalysisSettings, CallMetrics } from '@/api/call-analysis';
import type { FakeNetwork } from '@/test/fake-network';
import { renderWithProviders } from '@/test/render';
import { json } from '@/test/responses';
import type { Call } from '../call-playback-queries';
import { TranscriptView } from '../transcript-view';
import { AnalysisPanel } from './analysis-panel';
import { MetricsPanels } from './metrics-panels';

const network = vi.hoisted((): FakeNetwork => ({
  requests: [],
  respond: () => new Response(null, { status: 500 }),
}));

// The app's clients and the call pages' own (shared-link) client, all over the fake network.
vi.mock('@/api/client', async (original) => {
  const actual = await original<typeof import('@/api/client')>();
  const fetch = (request: Request) => {
    network.requests.push(request);
    return Promise.resolve(network.respond(request));
  };
  return {
    ...(await import('@/test/fake-network')).clientsOver(network, actual),
    createApiClients: (options: Parameters<typeof actual.createApiClients>[0] = {}) =>
      actual.createApiClients({ ...options, baseUrl: 'http://api.test', fetch }),
  };
});

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

const CALL = '6650a1f2c3d4e5f611110001';
const AGENT = '6650a1f2c3d4e5f6bbbb0001';

const settings: CallAnalysisSettings = {
  summaryInstruction: 'Summarise.',
  success: { kind: 'scale', instruction: 'Helped.', scaleMax: 5, passFrom: 4 },
  fields: [
    { name: 'appointment_booked', type: 'boolean', description: 'Did the caller book an appointment?' },
    { name: 'wants_callback', type: 'boolean', description: 'Asked to be called back?' },
    { name: 'treatment', type: 'option', description: 'The treatment asked about.', options: ['cleaning'] },
    { name: 'insurer', type: 'text', description: 'Their insurer.' },
  ],
  redaction: { names: false, phoneNumbers: true, cardNumbers: true },
  revision: 4,
};

const done: CallAnalysis = {
  state: 'done',
  analysedAt: '2026-11-20T16:40:00Z',
  settingsRevision: 4,
  values: { appointment_booked: true, wants_callback: false, treatment: null },
  success: { verdict: 'pass', score: 4, reason: 'The caller booked a cleaning.' },
  redacted: ['phoneNumbers', 'cardNumbers'],
};

const metrics: CallMetrics = {
  currency: 'USD',
  cost: 0.08,
  parts: [
    { kind: 'telephony', amount: 0.0144 },
    { kind: 'speechToText', amount: 0.0096 },
    { kind: 'languageModel', amount: 0.0256 },
    { kind: 'textToSpeech', amount: 0.0176 },
    { kind: 'platform', amount: 0.0128 },
  ],
  latency: {
    firstWordMs: 820,
    turns: [
      { turn: 0, speechToTextMs: 0, modelMs: 410, speechMs: 180 },
      { turn: 2, speechToTextMs: 230, modelMs: 1440, speechMs: 210 },
    ],
    p50: { speechToTextMs: 230, modelMs: 640, speechMs: 210 },
    p95: { speechToTextMs: 230, modelMs: 1440, speechMs: 210 },
  },
};

const call = (analysis: CallAnalysis | null | undefined): Call =>
  ({
    id: CALL,
    agent: AGENT,
    transcription: 'assistant: Hello\nuser: Hi\nassistant: Booked.',
    ...(analysis === undefined ? {} : { analysis }),
  }) as Call;

let served: { call: Call; settings: Response; metrics: Response; rerun: () => Response };

beforeEach(() => {
  network.requests.length = 0;
  served = {
    call: call(done),
    settings: json(200, { data: settings }),
    metrics: json(200, { data: metrics }),
    rerun: () => json(202, { message: 'Analysing the call again', data: { ...done, state: 'running' } }),
  };
  network.respond = (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === `/calls/${CALL}/analysis`) return served.rerun();
    if (path === `/agents/${AGENT}/analysis`) return served.settings.clone();
    if (path === `/calls/${CALL}/metrics`) return served.metrics.clone();
    if (path === `/calls/${CALL}`) return json(200, { data: served.call });
    return json(404, { message: 'Not found' });
  };
});

// The call is on screen already (its page read it): the panel reads it again only while it runs.
function withCall(data: Call) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['get', '/calls/{id}', { params: { path: { id: CALL } } }, 'shared-link'], data);
  return queryClient;
}

const posts = () => network.requests.filter((request) => request.method === 'POST');

// The first render of a file builds Chakra's styles: slow on a busy machine.
describe('AnalysisPanel', { timeout: 20_000 }, () => {
  it('shows the verdict with its word, score and reason, the values and what was redacted', async () => {
    await renderWithProviders(<AnalysisPanel callId={CALL} agentId={AGENT} />, {
      queryClient: withCall(call(done)),
    });
    const panel = await screen.findByRole('region', { name: 'Analysis' }, { timeout: 5000 });
    const verdict = await within(panel).findByTestId('analysis-verdict', {}, { timeout: 5000 });
    expect(verdict.textContent).toContain('Pass');
    expect(verdict.textContent).toContain('4 of 5');
    expect(verdict.textContent).toContain('The caller booked a cleaning.');
    const values = within(panel).getByTestId('analysis-values');
    const terms = within(values)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const shown = within(values)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual([
      'appointment_bookedDid the caller book an appointment?',
      'wants_callbackAsked to be called back?',
      'treatmentThe treatment asked about.',
      'insurerTheir insurer.',
    ]);
    expect(shown).toEqual(['Yes', 'No', 'Not said', 'Not analysed yet — re-run the analysis']);
    expect(panel.textContent).toContain('Personal data redacted: phone numbers, card numbers');
    expect(panel.textContent).toMatch(/Analysed Nov 20, 2026, .+ with the agent's settings of revision 4/);
  });

  it('says Fail in words, not only in colour', async () => {
    const failed = { ...done, success: { verdict: 'fail' as const, score: null, reason: 'No slot.' } };
    await renderWithProviders(<AnalysisPanel callId={CALL} agentId={AGENT} />, {
      queryClient: withCall(call(failed)),
    });
    const verdict = await screen.findByTestId('analysis-verdict');
    expect(verdict.textContent).toBe('FailNo slot.');
  });

  it('re-runs, says Analysing… while the call reads running, then shows the new values', async () => {
    await renderWithProviders(<AnalysisPanel callId={CALL} agentId={AGENT} />, {
      queryClient: withCall(call(done)),
    });
    const button = await screen.findByRole('button', { name: 'Re-run analysis' });
    served.call = call({ ...done, state: 'running' });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Analysing…'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Re-run analysis' }).disabled).toBe(true);
    expect(posts()).toHaveLength(1);
    served.call = call({ ...done, values: { ...done.values, insurer: 'Delta Dental' } });
    await waitFor(() => expect(screen.getByText('Delta Dental')).toBeTruthy(), { timeout: 8000 });
    expect(screen.getByRole('status').textContent).toBe('Analysis updated.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Re-run analysis' }).disabled).toBe(false);
  });

  it('says why a re-run failed, with a retry', async () => {
    served.rerun = () => json(500, { message: 'The analysis service is down.' });
    await renderWithProviders(<AnalysisPanel callId={CALL} agentId={AGENT} />, {
      queryClient: withCall(call(done)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Re-run analysis' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The analysis service is down.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
  });

  it('says a call that has not ended is analysed once it ends, and offers no re-run', async () => {
    const pending: CallAnalysis = {
      ...done,
      state: 'pending',
      analysedAt: null,
      values: {},
      success: null,
      redacted: [],
    };
    await renderWithProviders(<AnalysisPanel callId={CALL} agentId={AGENT} />, {
      queryClient: withCall(call(pending)),
    });
    expect(await screen.findByText('The call has not ended yet: it is analysed once it ends.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Re-run analysis' }).disabled).toBe(true);
  });

  it('shows nothing on a server without post-call analysis', async () => {
    served.settings = json(404, { message: 'Not found' });
    const { container } = await renderWithProviders(<AnalysisPanel callId={CALL} agentId={AGENT} />, {
      queryClient: withCall(call(undefined)),
    });
    await waitFor(() => expect(network.requests).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('shows the settings read failing, with a retry', async () => {
    served.settings = json(500, { message: '' });
    await renderWithProviders(<AnalysisPanel callId={CALL} agentId={AGENT} />, {
      queryClient: withCall(call(done)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The analysis of this call could not be loaded.');
  });
});

describe('MetricsPanels', { timeout: 20_000 }, () => {
  it('shows cost parts that add up to the total, and p50/p95 by stage', async () => {
    await renderWithProviders(<MetricsPanels call={call(done)} />);
    const cost = await screen.findByRole('table', { name: 'Cost of the call by part' }, { timeout: 5000 });
    const rows = within(cost)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PartAmountShare',
      'Telephony$0.0118%',
      'Speech-to-text$0.0112%',
      'Language model$0.0332%',
      'Text-to-speech$0.0222%',
      'Platform$0.0116%',
      'Total$0.08100%',
    ]);
    const latency = screen.getByRole('region', { name: 'Latency' });
    expect(latency.textContent).toContain('Time to first word820 ms');
    const stages = within(latency).getByRole('table', { name: 'Agent turn latency by stage' });
    expect(
      within(stages)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'StageMedian (p50)95th percentile (p95)',
      'Speech-to-text230 ms230 ms',
      'Model640 ms1.4 s',
      'Speech210 ms210 ms',
    ]);
    expect(latency.textContent).toContain('Slowest agent turn: 1.9 s, line 3 of the transcript.');
  });

  it('speaks Spanish, with its number formats', async () => {
    await renderWithProviders(<MetricsPanels call={call(done)} />, { language: 'es' });
    const cost = await screen.findByRole(
      'table',
      { name: 'Coste de la llamada por partida' },
      { timeout: 5000 },
    );
    expect(within(cost).getAllByRole('row').at(-1)?.textContent).toMatch(/^Total0,08\sUS\$100\s%$/);
    expect(screen.getByRole('region', { name: 'Latencia' }).textContent).toContain(
      'Turno más lento del agente: 1,9 s, línea 3 de la transcripción.',
    );
  });

  it('says so when nobody spoke', async () => {
    served.metrics = json(200, {
      data: { ...metrics, latency: { firstWordMs: null, turns: [], p50: null, p95: null } },
    });
    await renderWithProviders(<MetricsPanels call={call(done)} />);
    const latency = await screen.findByText('Nobody spoke');
    expect(latency).toBeTruthy();
    expect(
      screen.getByText('The agent did not speak on this call, so there is no turn latency.'),
    ).toBeTruthy();
  });

  it('shows a failed read in both panels with a retry, and nothing without metrics', async () => {
    served.metrics = json(500, { message: '' });
    const first = await renderWithProviders(<MetricsPanels call={call(done)} />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByText('The cost breakdown could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The latency figures could not be loaded.')).toBeTruthy();
    first.unmount();

    served.metrics = json(404, { message: 'Not found' });
    const { container } = await renderWithProviders(<MetricsPanels call={call(done)} />);
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});

describe('TranscriptView mark', () => {
  it('puts the mark on its line only, as text', async () => {
    const lines = [
      { speaker: 'agent' as const, text: 'Hello' },
      { speaker: 'customer' as const, text: 'Hi' },
      { speaker: 'agent' as const, text: 'Booked.' },
    ];
    await renderWithProviders(
      <TranscriptView lines={lines} mark={{ index: 2, label: 'Slowest turn · 1.9 s' }} />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.hasAttribute('data-marked'))).toEqual([false, false, true]);
    expect(items[2]?.textContent).toBe('AI Voice AgentSlowest turn · 1.9 sBooked.');
  });
});
