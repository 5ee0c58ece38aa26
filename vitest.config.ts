import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine,
    // where most test files wait on a server, a database or a thread as much as they compute.
    // Two workers there took `npm test` from about 370 s to about 250 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // Limits for a test that hangs, not speed checks: the upload and backup tests that take
          // 10–15 s alone have passed 30 s on a shared 2-core machine under heavy load.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/client.ts'],
          // A limit for a test that hangs, not a speed check: on a shared 2-core machine under heavy
          // load a component test that takes 2 s alone has taken more than 20 s.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
