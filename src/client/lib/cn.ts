import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

/** tailwind-merge's default configuration, once made (prepareClassMerge makes it ahead of time). */
let defaultConfig: ReturnType<typeof getDefaultConfig> | null = null;
const config = () => (defaultConfig ??= getDefaultConfig());

/** tailwind-merge's `twMerge`, built from the same default configuration, which may be made ahead. */
const merge = createTailwindMerge(config);

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

/**
 * tailwind-merge makes its configuration and then its tables of Tailwind's classes at its first
 * call: ~20 ms in one go on a school PC. main.tsx calls this while the first screen's data is on
 * its way: the configuration in one task, the tables in the next, so that neither is a long task
 * nor part of React's first render (issue 16, P2). cn() works at any time, prepared or not.
 */
export function prepareClassMerge(): void {
  config();
  setTimeout(() => merge('p-0 p-1'), 0);
}
