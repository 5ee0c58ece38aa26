import { expect, test } from 'vitest';
import { formatBytes, formatDuration } from './format-size';

test('sizes in powers of 1024, as Italian writes them', () => {
  expect(formatBytes(800)).toBe('800 B');
  expect(formatBytes(31_500)).toBe('30,8 KB');
  expect(formatBytes(13_002_342)).toBe('12,4 MB');
  expect(formatBytes(4 * 1024 ** 3)).toBe('4 GB');
  expect(formatBytes(-5)).toBe('0 B');
});

test('a recording’s length in minutes and seconds', () => {
  expect(formatDuration(7_400)).toBe('0:07');
  expect(formatDuration(165_000)).toBe('2:45');
});
