import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the day as dd/mm/yyyy and the time as hh:mm, padding single digits and keeping midnight as 00', () => {
    const local = new Date(2026, 0, 5, 0, 3).toISOString();
    expect(formatDate(local)).toBe('05/01/2026');
    expect(formatDate(local, 'dateTime')).toBe('05/01/2026, 00:03');
  });

  it('writes the month in words in the medium and long styles', () => {
    const local = new Date(2026, 10, 21, 9, 30).toISOString();
    expect(formatDate(local, 'medium')).toBe('21 nov 2026');
    expect(formatDate(local, 'long')).toMatch(/^21 novembre 2026.*09:30$/);
  });

  it('answers an empty string for what is not a date', () => {
    expect(formatDate('non è una data')).toBe('');
    expect(formatDate('', 'dateTime')).toBe('');
  });
});
