import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until the shell has hydrated its server-rendered first frame: before that,
 * links are plain links and buttons wait for the scripts.
 */
export async function openReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // The shell's scripts start after the first paint; on two busy cores (the browser, eight servers and a second
  // worker) hydration can take longer than an assertion's usual wait.
  await expect(page.locator('html[data-shell="ready"]')).toHaveCount(1, { timeout: 20_000 });
  // A page the server rendered is readable before its remote has hydrated it: wait until the route's remote is mounted.
  await expect(page.locator('main [data-region][data-status="loading"]')).toHaveCount(0, { timeout: 20_000 });
}
