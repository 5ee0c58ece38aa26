import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate and formatDateTime', () => {
  const date = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' });
  const dateTime = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

  it('write what Intl.DateTimeFormat("it-IT") writes, at every hour of two years', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let t = start; t < start + 2 * 366 * 86_400_000; t += 3_600_000 + 61_000) {
      const iso = new Date(t).toISOString();
      expect(formatDate(iso), iso).toBe(date.format(new Date(t)));
      expect(formatDateTime(iso), iso).toBe(dateTime.format(new Date(t)));
    }
  });

  it('pad single digits and keep midnight as 00', () => {
    const local = new Date(2026, 0, 5, 0, 3).toISOString();
    expect(formatDate(local)).toBe('05/01/2026');
    expect(formatDateTime(local)).toBe('05/01/2026, 00:03');
  });

  it('answer an empty string for what is not a date', () => {
    expect(formatDate('non è una data')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
