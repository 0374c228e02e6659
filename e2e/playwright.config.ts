import { BRANDS, PLATFORM_CALLS } from '@storefront/contracts';
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { API_PORT, BRAND_PORTS, SHARING_SITES } from './support/ports';

/**
 * Journeys in real Chromium against the built apps and the running api: one api, and one shell server
 * per brand, each serving its brand's build with the five remotes on one origin.
 */
const apiUrl = `http://127.0.0.1:${API_PORT}`;
/** The api under test keeps its files in a temporary folder: never a person's `.data/`. */
const apiFilesDir = (process.env.E2E_API_FILES_DIR ??= mkdtempSync(join(tmpdir(), 'storefront-e2e-files-')));
/** Where the workers keep their locks on what they share (support/orders.ts: the demo designer's cart); one per run. */
process.env.E2E_LOCKS_DIR ??= mkdtempSync(join(tmpdir(), 'storefront-e2e-locks-'));

/** The servers the journeys run against, started side by side by support/serve.mjs. */
const SERVERS = [
  {
    name: 'api',
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: fileURLToPath(new URL('../api', import.meta.url)),
    url: `${apiUrl}${PLATFORM_CALLS.health.path}`,
    env: {
      API_PORT: String(API_PORT),
      LOG_LEVEL: 'warn',
      // Never a person's database: the embedded one in memory, or the fresh Postgres database `npm test` makes for
      // the run when it has a Postgres (E2E_DATABASE_URL, dropped after it).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      DATA_DIR: 'memory://',
      FILES_DIR: apiFilesDir,
      // The README's demo accounts, and emailed links pointing at the HOM site under test.
      SEED_DEMO_DATA: 'on',
      // The journeys read codes and links from the development mailbox, which is on only when asked for (I1).
      DEV_MAILBOX: 'on',
      // The Rowe journeys sign in on the embedded Rowe sign-in, which is on only when asked for (I6).
      DEV_ROWE_SIGN_IN: 'on',
      // The journeys that need a later day (a cancellation window closed, a link expired, a claim window past) ask
      // for it per request with X-Dev-Now; no one else's time moves. On only when asked for, never in production.
      DEV_CLOCK: 'on',
      // A small generated catalog (seed 1) for the catalog journeys.
      SEED_CATALOG: '1500',
      PUBLIC_URL: `http://localhost:${BRAND_PORTS.HOM}`,
      // Where the brand redirect sends a signed-in user (decision 040): the cross-site session journey's own sites.
      SESSION_SITES: SHARING_SITES,
      // Every journey's browser is one client here (127.0.0.1): its daily allowances are a whole office's, not one
      // person's, or the suite would spend them (the per-recipient and per-account limits stay as deployed).
      LOGIN_DAILY_LIMIT: '5000',
      SEND_CLIENT_DAILY_LIMIT: '5000',
    },
  },
  ...BRANDS.map((brand) => ({
    name: `shell ${brand}`,
    // The built server (npx pnpm build makes it, as npm test does before the journeys).
    args: ['dist-server/main.mjs'],
    cwd: fileURLToPath(new URL('../shell', import.meta.url)),
    url: `http://127.0.0.1:${BRAND_PORTS[brand]}/remotes.json`,
    // The brands here share the session with no site (decision 035): its journey starts servers of its own.
    env: { BRAND: brand, PORT: String(BRAND_PORTS[brand]), API_URL: apiUrl, LOG_LEVEL: 'warn', SESSION_SITES: '' },
  })),
];

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // No retries: a flaky journey is a bug to fix, and a retry that reuses the first attempt's data hides one
  // problem and makes another (docs/testing.md).
  retries: 0,
  reporter: [['list'], ['./support/profile-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    // Every server at once (support/serve.mjs): the api, and one shell server per brand.
    command: 'node support/serve.mjs',
    env: { E2E_SERVERS: JSON.stringify(SERVERS) },
    wait: { stdout: /storefront servers ready/ },
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
