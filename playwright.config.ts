import { defineConfig, devices } from '@playwright/test';

// scripts/test-e2e.mjs builds the app, picks a free port and a temporary DATA_DIR, and sets these.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-speech-dispatcher',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Recording a trace (a screenshot at every step) took a fifth of the suite's time on 2 cores: CI
    // records one only when a failed test runs again (retries: 1), which is when it is needed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker precaches ~190 files in every new browser context; only offline.spec.ts and
    // one home-page test need it, and they allow it (test.use).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
