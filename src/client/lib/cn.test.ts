import { expect, test } from 'vitest';
import { cn } from './cn';

const samples: [string[], string][] = [
  [['px-4 py-2', 'px-2'], 'py-2 px-2'],
  [['rounded-full bg-white', 'bg-brand-100 hover:bg-brand-200'], 'rounded-full bg-brand-100 hover:bg-brand-200'],
  [['size-touch text-sm', 'text-lg font-bold'], 'size-touch text-lg font-bold'],
];

test('cn merges conflicting Tailwind classes', () => {
  for (const [inputs, expected] of samples) expect(cn(...inputs)).toBe(expected);
  expect(cn('hidden', false, undefined, { block: true })).toBe('block');
});
