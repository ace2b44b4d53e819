import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// A random port, fixed in the environment for the workers, so parallel runs never collide.
const port = Number((process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000))));
const baseURL = `http://127.0.0.1:${port}`;
// Each run starts the built shop on a fresh embedded database. The directory is fixed in the
// environment so test workers (which load this file again) find the same outbox.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pellets-e2e-')));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The built server, as production runs it (`npm test` builds before the browser tests).
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      ADMIN_PATH: 'e2e-admin-path-0123456789',
      ADMIN_PASSWORD: 'e2e-admin-password',
      DATABASE_URL: '',
      // Every browser test reaches the server from 127.0.0.1, so parallel workers would share
      // one per-address budget (5 registrations a minute) and fail each other at random. The
      // per-address limits are proven by the API tests (customer-rate-limits and others);
      // the per-account limits (sign-in lockouts, deletion attempts) stay on here.
      RATE_LIMITS: 'off',
    },
  },
});
