import { describe, expect, it } from 'vitest';
import { formatCost } from '@/lib/format';
import {
  costBreakdown,
  fieldRows,
  formatLatency,
  formatShare,
  shownLineOf,
  slowestTurn,
  valueView,
  type TurnLatency,
} from './analysis-model';

const parts = (...amounts: number[]) =>
  (['telephony', 'speechToText', 'languageModel', 'textToSpeech', 'platform'] as const).map(
    (kind, index) => ({
      kind,
      amount: amounts[index] ?? 0,
    }),
  );

const cents = (amounts: number[]) => Math.round(amounts.reduce((sum, value) => sum + value, 0) * 100);

describe('costBreakdown', () => {
  it('keeps parts that already round to the total as they are', () => {
    const { rows, total } = costBreakdown({
      cost: 0.42,
      parts: parts(0.0756, 0.0504, 0.1344, 0.0924, 0.0672),
    });
    expect(rows.map((row) => row.amount)).toEqual([0.08, 0.05, 0.13, 0.09, 0.07]);
    expect(total).toBe(0.42);
    expect(rows.map((row) => row.share)).toEqual([18, 12, 32, 22, 16]);
  });

  it('moves a cent to the largest remainder so that the shown parts add up to the shown cost', () => {
    // Each rounds to 0.02 (0.10 in all), the cost is 0.08.
    const { rows, total } = costBreakdown({
      cost: 0.08,
      parts: parts(0.0144, 0.0096, 0.0256, 0.0176, 0.0128),
    });
    expect(total).toBe(0.08);
    expect(cents(rows.map((row) => row.amount))).toBe(8);
    expect(rows.map((row) => row.amount)).toEqual([0.01, 0.01, 0.03, 0.02, 0.01]);
    expect(rows.reduce((sum, row) => sum + row.share, 0)).toBe(100);
  });

  it('adds up in the formatted text too, in both languages', () => {
    for (const language of ['en', 'es']) {
      const { rows, total } = costBreakdown({
        cost: 1.37,
        parts: parts(0.2466, 0.1644, 0.4384, 0.3014, 0.2192),
      });
      const shown = rows.map((row) => formatCost(row.amount, 'USD', language));
      const read = shown.map((text) => Number(text.replace(/[^\d,.]/g, '').replace(',', '.')));
      expect(cents(read)).toBe(Math.round(total * 100));
      expect(formatCost(total, 'USD', language)).toBe(formatCost(1.37, 'USD', language));
    }
  });

  it('shows no share of a call that cost nothing', () => {
    const { rows, total } = costBreakdown({ cost: 0, parts: parts(0, 0, 0, 0, 0) });
    expect(total).toBe(0);
    expect(rows.every((row) => row.amount === 0 && row.share === 0)).toBe(true);
  });

  it('formats shares as whole percents in the locale', () => {
    expect(formatShare(32, 'en')).toBe('32%');
    expect(formatShare(32, 'es')).toMatch(/^32\s?%$/);
  });
});

describe('formatLatency', () => {
  it('says milliseconds under a second and seconds with one decimal from there', () => {
    expect(formatLatency(820, 'en')).toEqual({ unit: 'ms', value: '820' });
    expect(formatLatency(1940, 'en')).toEqual({ unit: 's', value: '1.9' });
    expect(formatLatency(1940, 'es')).toEqual({ unit: 's', value: '1,9' });
    expect(formatLatency(12_000, 'en')).toEqual({ unit: 's', value: '12.0' });
    expect(formatLatency(-5, 'en')).toEqual({ unit: 'ms', value: '0' });
  });
});

describe('slowest turn', () => {
  const transcription = [
    'assistant: Hello',
    'user: Hi',
    'tool: {"ok": true}',
    'assistant: null',
    'assistant: Booked.',
  ].join('\n');
  const turn = (index: number, modelMs: number): TurnLatency => ({
    turn: index,
    speechToTextMs: 100,
    modelMs,
    speechMs: 100,
  });

  it('maps a transcript line to the line shown, leaving out empty ones', () => {
    expect([0, 1, 2, 3, 4].map((index) => shownLineOf({ transcription }, index))).toEqual([0, 1, 2, null, 3]);
    expect(shownLineOf({ transcription }, 9)).toBeNull();
  });

  it('maps through the timed turns when the call has them', () => {
    const turns = [
      { role: 'assistant', text: 'null', startMs: 0 },
      { role: 'assistant', text: 'Hello', startMs: 100 },
    ];
    expect(shownLineOf({ transcription: '', turns }, 1)).toBe(0);
    expect(shownLineOf({ transcription: '', turns }, 0)).toBeNull();
  });

  it('picks the turn with the longest total, the first of equals, among the lines shown', () => {
    expect(slowestTurn([turn(0, 400), turn(4, 1700)], { transcription })).toEqual({ line: 3, totalMs: 1900 });
    expect(slowestTurn([turn(0, 400), turn(4, 400)], { transcription })).toEqual({ line: 0, totalMs: 600 });
    // The slowest is an empty line the transcript does not show: the next one counts.
    expect(slowestTurn([turn(0, 400), turn(3, 9000)], { transcription })).toEqual({ line: 0, totalMs: 600 });
    expect(slowestTurn([], { transcription })).toBeNull();
  });
});

describe('values', () => {
  const values = {
    booked: true,
    callback: false,
    reason: null,
    age: 1234.5,
    treatment: 'cleaning',
    blank: ' ',
  };

  it('shows yes/no, Not said for null and a missing value apart', () => {
    expect(valueView(values, 'booked', 'en')).toEqual({ kind: 'yes' });
    expect(valueView(values, 'callback', 'en')).toEqual({ kind: 'no' });
    expect(valueView(values, 'reason', 'en')).toEqual({ kind: 'notSaid' });
    expect(valueView(values, 'blank', 'en')).toEqual({ kind: 'notSaid' });
    expect(valueView(values, 'added_since', 'en')).toEqual({ kind: 'missing' });
    expect(valueView(values, 'treatment', 'en')).toEqual({ kind: 'text', text: 'cleaning' });
    expect(valueView(values, 'age', 'es')).toEqual({ kind: 'text', text: '1234,5' });
    expect(valueView(values, 'toString', 'en')).toEqual({ kind: 'missing' });
  });

  it('lists the agent fields in order, then values of fields it no longer has', () => {
    const rows = fieldRows(
      [
        { name: 'treatment', description: 'The treatment asked about.' },
        { name: 'new_field', description: ' ' },
      ],
      { booked: true, treatment: 'cleaning' },
      'en',
    );
    expect(rows).toEqual([
      {
        name: 'treatment',
        description: 'The treatment asked about.',
        value: { kind: 'text', text: 'cleaning' },
      },
      { name: 'new_field', description: null, value: { kind: 'missing' } },
      { name: 'booked', description: null, value: { kind: 'yes' } },
    ]);
  });
});
