// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems } from '@/test/contract';
import { dialledDigits, minutePriceBody } from './minute-price';

beforeAll(() => contractPaths(), 60_000);

describe('the number whose price is checked', () => {
  it('keeps the digits of a number written with a plus, spaces, dashes or brackets', () => {
    expect(dialledDigits(' +1 (415) 555-0198 ')).toBe('14155550198');
    expect(dialledDigits('52.55.1234.5678')).toBe('525512345678');
    expect(dialledDigits('44')).toBe('44');
  });

  it('is refused when empty, with letters, or longer than 15 digits', () => {
    expect(dialledDigits('')).toBeNull();
    expect(dialledDigits('+')).toBeNull();
    expect(dialledDigits('1-800-FLOWERS')).toBeNull();
    expect(dialledDigits('1234567890123456')).toBeNull();
  });

  it('asks for the chosen company’s price, else the signed-in one’s, as the contract allows', async () => {
    const company = '6650a1f2c3d4e5f6aaaa0002';
    expect(minutePriceBody('34911', company)).toEqual({ companyId: company, prefix: '34911' });
    expect(minutePriceBody('34911', null)).toEqual({ prefix: '34911' });
    for (const body of [minutePriceBody('34911', company), minutePriceBody('34911', null)])
      expect(await requestProblems('post', '/get_call_rates_minute', body)).toBeNull();
  });
});
