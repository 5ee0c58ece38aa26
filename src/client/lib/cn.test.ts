import { twMerge } from 'tailwind-merge';
import { expect, test, vi } from 'vitest';

// A fresh module each time: whether cn() is first called before or after prepareClassMerge matters.
const load = async () => {
  vi.resetModules();
  return import('./cn');
};

const samples: [string[], string][] = [
  [['px-4 py-2', 'px-2'], 'py-2 px-2'],
  [['rounded-full bg-white', 'bg-brand-100 hover:bg-brand-200'], 'rounded-full bg-brand-100 hover:bg-brand-200'],
  [['size-touch text-sm', 'text-lg font-bold'], 'size-touch text-lg font-bold'],
];

test('cn merges conflicting Tailwind classes like twMerge, prepared or not', async () => {
  const cold = await load();
  for (const [inputs, expected] of samples) {
    expect(cold.cn(...inputs)).toBe(expected);
    expect(cold.cn(...inputs)).toBe(twMerge(...inputs));
  }

  vi.useFakeTimers();
  try {
    const warm = await load();
    warm.prepareClassMerge();
    vi.runAllTimers();
    for (const [inputs, expected] of samples) expect(warm.cn(...inputs)).toBe(expected);
    expect(warm.cn('hidden', false, undefined, { block: true })).toBe('block');
  } finally {
    vi.useRealTimers();
  }
});
