import { CATALOG_CALLS, type Brand } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { prepareScreenshot } from '../support/browse';
import { seriousViolations } from '../support/axe';
import { SHOTS_DIR, shot } from '../support/screens';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

/**
 * The hub's brand landings and content pages, and JC's, render their data without serious accessibility
 * violations. (Each brand's home is its tour: brand-tour.spec.ts.)
 */
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

for (const brand of ['HOM', 'JC'] as const) {
  test(`${brand}: the brand landings and content pages render their content without serious axe violations`, async ({ page }) => {
    test.slow();
    for (const { path, heading } of HUB_PAGES.filter((p) => (p.brand ?? 'HOM') === brand)) {
      await test.step(path, async () => {
        await openReady(page, brandUrl(brand, path));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (path.startsWith('/brand/')) await expect(page.locator('.cat-rail .cat-card').first()).toBeVisible();
        if (path === '/magazines' || path === '/eCatalog') await expect(page.getByRole('link', { name: /Living Room/ })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        if (SHOTS_DIR) {
          await prepareScreenshot(page);
          await shot(page, `pages/${brand}${path.replace(/\//g, '-')}`, { fullPage: true });
        }
      });
    }
  });
}

test('JC dealer locator answers a ZIP code with the trade desk', async ({ page }) => {
  await openReady(page, brandUrl('JC', '/DealerLocator'));
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('27260');
  await page.getByRole('button', { name: 'Find dealers' }).click();
  await expect(page.getByText(/Dealers near 27260: call our trade desk/)).toBeVisible();
});

test('a home page comes rendered by the server, with its data, and the browser adopts it in place', async ({ page, request }) => {
  // Before any script: the hero and the rooms are in the page the server sends.
  const sent = await (await request.get(brandUrl('CA', '/home'))).text();
  expect(sent).toContain('Furniture with a point of view');
  expect(sent).toMatch(/<script id="sf-data-mf-catalog" type="application\/json">\{"home:rooms":\[\{"name":/);
  // The site's menus too: the header's links are in the frame, and their data comes with it.
  expect(sent).toMatch(/<script id="sf-menus" type="application\/json">\{"menu":\[\{"name":"Products"/);
  expect(sent).toMatch(/<header[\s\S]*href="\/product\/shop-instock"[\s\S]*<\/header>/);

  const problems: string[] = [];
  const menuCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(CATALOG_CALLS.caWebMenu.path)) menuCalls.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(brandUrl('CA', '/home'));
  const heading = page.getByRole('heading', { level: 1, name: 'Furniture with a point of view' });
  await expect(heading).toBeVisible();
  await heading.evaluate((node) => node.setAttribute('data-served', ''));
  await expect(page.locator('[data-region="mf-catalog"][data-status="mounted"]')).toHaveCount(1, { timeout: 20_000 });
  // Hydrated, not painted again: the node the server sent is still the page's heading, and React said nothing.
  await expect(page.getByRole('link', { name: /^Bedroom/ }).first()).toBeVisible();
  expect(problems).toEqual([]);
  await expect(page.locator('h1[data-served]')).toHaveText('Furniture with a point of view');
  // The browser did not ask for the menus the page carried.
  expect(menuCalls).toEqual([]);
});
