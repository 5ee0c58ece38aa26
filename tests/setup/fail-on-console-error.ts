import { afterEach, beforeEach, vi } from 'vitest';

// Any console.error during a test is a bug the test did not assert on (Epic Stack's rule).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const text = errors.map((a) => a.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
