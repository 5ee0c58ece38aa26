import { describe, expect, it } from 'vitest';
import { formatInteger, pluralArticle } from './format-number';

describe('formatInteger', () => {
  const intl = new Intl.NumberFormat('it-IT');
  const samples = [0, 1, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 123456, 1000000, 1234567, 987654321, Number.MAX_SAFE_INTEGER];

  it('writes whole numbers exactly as Intl.NumberFormat("it-IT")', () => {
    for (const n of [...samples, ...samples.filter((n) => n !== 0).map((n) => -n)]) expect(formatInteger(n), String(n)).toBe(intl.format(n));
    for (let n = 0; n < 200_000; n += 997) expect(formatInteger(n)).toBe(intl.format(n));
  });

  it('takes "it" like "it-IT", and writes -0 as 0', () => {
    expect(formatInteger(-0)).toBe('0');
    expect(formatInteger(10000, 'it')).toBe('10.000');
  });

  it('leaves fractions and other locales to Intl', () => {
    expect(formatInteger(1234.5)).toBe(intl.format(1234.5));
    expect(formatInteger(12345, 'en-US')).toBe('12,345');
    expect(formatInteger(Number.NaN)).toBe(intl.format(Number.NaN));
  });
});

describe('pluralArticle', () => {
  it('says gli before the numbers Italian reads with a vowel, i before the others', () => {
    for (const n of [8, 11, 80, 85, 89, 800, 850, 8000, 11000, 80000, 850000]) expect(pluralArticle(n), String(n)).toBe('gli');
    for (const n of [2, 3, 10, 18, 28, 30, 79, 90, 100, 108, 111, 180, 1000, 1008, 1100, 9000, 18000]) expect(pluralArticle(n), String(n)).toBe('i');
  });
});
