import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { API_PORT, BRAND_PORTS } from './ports';

/** Every origin a journey's page can write to: each brand's site, by both names, and the api. */
const ORIGINS = [
  ...Object.values(BRAND_PORTS).flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
  `http://127.0.0.1:${API_PORT}`,
  `http://localhost:${API_PORT}`,
];

/** What a test leaves behind that the next one must not see. The HTTP cache stays: the scripts are the same build. */
const STORAGE = 'cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems,websql';

/**
 * Each test as a first visit, in a browser that has seen the storefront before: one Chromium profile per worker,
 * its cookies and storage wiped before every test, its HTTP cache (and so V8's compiled scripts) kept. A fresh
 * profile per test made every journey pay for downloading and compiling the shell and the remotes again, about
 * 1.5-2.5 s a test on two busy cores; the sign-in state and data a test sees are the same as before.
 */
export const test = base.extend<{ context: BrowserContext; page: Page }, { profile: BrowserContext }>({
  profile: [
    async ({ playwright }, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'storefront-e2e-profile-'));
      const context = await playwright.chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        viewport: { width: 1280, height: 720 },
      });
      await use(context);
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  context: async ({ profile }, use) => {
    const first = profile.pages()[0] ?? (await profile.newPage());
    const cdp = await profile.newCDPSession(first);
    for (const origin of ORIGINS) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE });
    await cdp.detach();
    await profile.clearCookies();
    await profile.clearPermissions();
    await use(profile);
    // The next test starts on a page of its own (no routes, scripts or listeners left by this one).
    const pages = profile.pages();
    await profile.newPage();
    for (const page of pages) await page.close();
  },
  page: async ({ context }, use) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.setViewportSize({ width: 1280, height: 720 });
    await use(page);
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page, Request } from '@playwright/test';
