import { BRANDS, BRAND_TABLE, type Brand } from '@storefront/contracts';
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { axeScan } from '../support/axe';

/**
 * Every brand's home: its hero with the drawn banner, the rooms of the catalog with their scenes and the hot
 * products rail, without serious accessibility violations, at desktop and phone widths. The hub's brand landings
 * and content pages render their data.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axeScan(page).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function loaded(page: Page, selector: string): Promise<void> {
  await expect.poll(() => page.locator(selector).first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** Consent given (no banner over the picture), every lazy picture scrolled into view and loaded, back at the top. */
async function prepareScreenshot(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.querySelector<HTMLElement>('.sf-cookie-banner, [data-cookie-banner]')?.remove();
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    const pending = [...document.images].filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((r) => {
            img.addEventListener('load', r, { once: true });
            setTimeout(r, 3000);
          }),
      ),
    );
    window.scrollTo(0, 0);
  });
}

const shot = (name: string) => (process.env.SHOTS ? { path: `${process.env.SHOTS}/${name}.png`, fullPage: true } : null);

for (const brand of BRANDS) {
  test(`${brand} home: hero, rooms and hot products; no serious axe violations`, async ({ page }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await openReady(page, brandUrl(brand, '/home'));
      const region = page.locator('[data-region="mf-catalog"]');
      await expect(region.getByRole('heading', { level: 1 })).toBeVisible();
      await loaded(page, '.cat-hero-image');
      const rooms = region.locator('.cat-rooms');
      await expect(rooms.getByRole('link', { name: 'Living Room' })).toBeVisible();
      const rail = region.locator('.cat-rail');
      await expect(rail.getByRole('heading', { level: 3 }).first()).toBeVisible();
      expect(await rail.locator('.cat-card').count()).toBeGreaterThan(3);
      expect(await page.title()).toBe(BRAND_TABLE[brand].homeTitle);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      const options = shot(`home-${brand}-${viewport.name}`);
      if (options) {
        await prepareScreenshot(page);
        await page.screenshot(options);
      }
    }
  });
}

const HUB_PAGES: Array<{ path: string; heading: RegExp | string; brand?: Brand }> = [
  { path: '/brand', heading: 'Four houses, one trade account' },
  { path: '/brand/caracole', heading: 'Caracole' },
  { path: '/brand/rowe', heading: 'Rowe' },
  { path: '/brand/jonathanCharles', heading: 'Jonathan Charles' },
  { path: '/brand/art', heading: 'A.R.T. Furniture' },
  { path: '/designerAccount', heading: 'A trade account built for the way designers work' },
  { path: '/magazines', heading: 'Lookbooks and room stories' },
  { path: '/patternSelection', heading: 'Choose the fabric that makes the piece' },
  { path: '/freeWiFi-landingpage', heading: 'You are connected. Welcome to HOM.' },
  { path: '/fengshui', heading: 'Arrange a room that feels right' },
  { path: '/DealerLocator', heading: 'See Jonathan Charles in person', brand: 'JC' },
  { path: '/eCatalog', heading: 'The Jonathan Charles catalog, room by room', brand: 'JC' },
  { path: '/bespokeDining', heading: 'A dining table made for your room', brand: 'JC' },
];

for (const { path, heading, brand = 'HOM' } of HUB_PAGES) {
  test(`${brand} ${path} renders its content without serious axe violations`, async ({ page }) => {
    await openReady(page, brandUrl(brand, path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path.startsWith('/brand/')) await expect(page.locator('.cat-rail .cat-card').first()).toBeVisible();
    if (path === '/magazines' || path === '/eCatalog') await expect(page.getByRole('link', { name: /Living Room/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const options = shot(`page-${brand}${path.replace(/\//g, '-')}`);
    if (options) {
      await prepareScreenshot(page);
      await page.screenshot(options);
    }
  });
}

test('JC dealer locator answers a ZIP code with the trade desk', async ({ page }) => {
  await openReady(page, brandUrl('JC', '/DealerLocator'));
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('27260');
  await page.getByRole('button', { name: 'Find dealers' }).click();
  await expect(page.getByText(/Dealers near 27260: call our trade desk/)).toBeVisible();
});
