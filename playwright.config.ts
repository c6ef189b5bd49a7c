import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// End-to-end journeys in Debian's Chromium against the real server, started with `npm start`
// on a temporary data folder (embedded PGlite, embedded sign-in, dev mailbox) seeded with the
// demo organisation (`npm run seed`). `npm test` builds before this runs.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'steward-e2e-'));

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: /desktop\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      testMatch: /(desktop|shell)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    // The demo organisation (owner, admin, member) is seeded into the fresh data folder first.
    command: 'node dist/server/seed.js && npm start',
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every test signs a new person up from 127.0.0.1: more than a network's 20 an hour.
    env: { PORT: String(PORT), PUBLIC_URL: BASE_URL, STEWARD_DATA_DIR: DATA_DIR, LOG_LEVEL: 'warn', SIGNUPS_PER_HOUR: '1000' },
  },
});
