import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { seriousViolations } from './axe';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Screenshots are for a person to look at, so they are taken when asked for: `SHOTS_DIR=<folder>` (docs/testing.md).
 * A run without it (CI) asserts the same things and spends nothing on pictures nobody opens.
 */
export const SHOTS_DIR = process.env.SHOTS_DIR;

/** A screenshot named `name` (folders allowed) in SHOTS_DIR, when it is set; a page's may be of the whole page. */
export async function shot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  const path = join(SHOTS_DIR, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}

/** A screen at desktop and at 390 px: no serious axe violations at either width, and a whole-page shot of each. */
export async function checkScreens(page: Page, name: string, desktop: { width: number; height: number } = DESKTOP): Promise<void> {
  for (const viewport of [desktop, PHONE]) {
    await page.setViewportSize(viewport);
    expect(await seriousViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
    await shot(page, `${name}-${viewport.width}`, { fullPage: true });
  }
  await page.setViewportSize(desktop);
}
