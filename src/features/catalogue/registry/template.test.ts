// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { templateEntry, withSelection, withTemplate, type Template } from './template';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const template = (id: string, selected: boolean): Template => ({
  id,
  name: `Template ${id.slice(-1)}`,
  description: '',
  category: 'dental',
  global_prompt: 'You answer the phone.',
  voiceMail: '',
  voice: '6650a1f2c3d4e5f655550001',
  language: 'en-US',
  direction: 'inbound',
  selected,
  functions: [],
  usageCount: 0,
  createdAt: '2026-01-12T16:00:00Z',
  updatedAt: '2026-01-12T16:00:00Z',
});

describe('the template entry', () => {
  it('sends the whole template: trimmed texts, empty ones as empty strings, function descriptions too', () => {
    const payload = templateEntry.toPayload({
      name: ' Plumbing Dispatcher ',
      category: 'plumbing',
      direction: 'outbound',
      language: 'en-US',
      voice: '6650a1f2c3d4e5f655550002',
      global_prompt: 'You call customers back.',
      functions: [{ name: 'end_call', type: 0 }],
    });
    expect(payload).toEqual({
      name: 'Plumbing Dispatcher',
      description: '',
      category: 'plumbing',
      global_prompt: 'You call customers back.',
      voiceMail: '',
      voice: '6650a1f2c3d4e5f655550002',
      language: 'en-US',
      direction: 'outbound',
      selected: false,
      functions: [{ name: 'end_call', type: 0, description: '' }],
    });
  });

  it('offers the library’s voices, by name and language, for the voice field', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            data: [
              { id: '6650a1f2c3d4e5f655550002', name: 'Marcus', language: 'en-US' },
              { id: '6650a1f2c3d4e5f655550001', name: 'Ava', language: 'en-US' },
            ],
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    expect(await templateEntry.choices?.()).toEqual({
      voice: [
        { value: '6650a1f2c3d4e5f655550001', label: 'Ava (en-US)' },
        { value: '6650a1f2c3d4e5f655550002', label: 'Marcus (en-US)' },
      ],
    });
  });
});

describe('the selection in the list', () => {
  const rows = [template('6650a1f2c3d4e5f699990001', true), template('6650a1f2c3d4e5f699990002', false)];

  it('moves one template’s selection and leaves the others', () => {
    const next = withSelection(rows, '6650a1f2c3d4e5f699990002', true);
    expect(next.map((row) => row.selected)).toEqual([true, true]);
    expect(rows.map((row) => row.selected)).toEqual([true, false]);
  });

  it('takes the server’s copy of the template it names, and nothing for another one', () => {
    const answer = { ...template('6650a1f2c3d4e5f699990001', false), usageCount: 3 };
    expect(withTemplate(rows, answer)[0]).toEqual(answer);
    expect(withTemplate(rows, template('6650a1f2c3d4e5f699990009', true))).toEqual(rows);
  });
});
