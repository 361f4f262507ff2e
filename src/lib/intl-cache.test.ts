import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat, relativeTimeFormat } from './intl-cache';

describe('intl-cache', () => {
  it('hands out one formatter per locale and options', () => {
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(
      numberFormat('en', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en', { maximumFractionDigits: 0 }),
    );
    expect(dateTimeFormat('es', { dateStyle: 'medium' })).not.toBe(
      dateTimeFormat('en', { dateStyle: 'medium' }),
    );
  });

  it('formats as a new formatter would', () => {
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5)).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(displayNames('en', { type: 'language' }).of('fr-FR')).toBe('French (France)');
  });

  it('throws for what Intl refuses, every time', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT A CODE' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT A CODE' })).toThrow(RangeError);
  });
});
